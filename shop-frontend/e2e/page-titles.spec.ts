import { PUBLIC_PAGES } from '@petart/domain';
import { appTakesOver, expect, test } from './helpers';

const titleOf = (path: string) => PUBLIC_PAGES.find((page) => page.path === path)!.title;
const canonical = (page: import('@playwright/test').Page) =>
  page.locator('link[rel="canonical"]').getAttribute('href');

test(
  'the public pages are sent with their own title, and the title follows navigation inside the app',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(titleOf('/'));
    // Once the app has adopted the page, the footer's links navigate inside it.
    await appTakesOver(page, 20_000);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const footer = page.getByRole('contentinfo');
    for (const [link, path] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Refund Policy', '/refund-policy'],
      ['Contact', '/contact'],
    ] as const) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(titleOf(path));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        PUBLIC_PAGES.find((each) => each.path === path)!.description,
      );
      expect(await canonical(page)).toMatch(new RegExp(`${path}$`));
    }
    // No page was loaded again: every title above was written by the app.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goBack();
    await expect(page).toHaveTitle(titleOf('/refund-policy'));

    // The same pages loaded by their address carry the same title in the HTML as sent.
    for (const path of ['/privacy', '/contact']) {
      const sent = await page.request.get(path);
      expect(await sent.text()).toContain(`<title>${titleOf(path)}</title>`);
    }
  },
);
