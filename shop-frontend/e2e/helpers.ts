import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export const ARTIFACTS = 'e2e-artifacts';

/** A unique address per run and project, so reruns never collide with an existing account. */
export function uniqueEmail(prefix: string, testInfo: TestInfo): string {
  return `${prefix}-${testInfo.project.name}-${Date.now()}@example.com`;
}

/** Full-page screenshot to e2e-artifacts/<project>-<name>.png. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}/${testInfo.project.name}-${name}.png`, fullPage: true });
}

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest email to `to` whose text matches `pattern`, and returns the first link it carries. */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return undefined;
        const entries = (await response.json()) as MailboxEntry[];
        for (const entry of entries) {
          const match = pattern.exec(entry.text) ?? pattern.exec(entry.html);
          if (match) {
            link = match[0];
            return link;
          }
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  if (!link) throw new Error(`no email to ${to} matching ${pattern.source}`);
  return link;
}

/** Registers through the UI and opens the verification link from the dev mailbox. */
export async function registerAndVerify(page: Page, testInfo: TestInfo, email: string, password: string) {
  await page.goto('/auth?tab=register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByTestId('pending-email')).toHaveText(email);
  await snap(page, testInfo, 'register-verify-your-email');

  const link = await linkFromMailbox(
    page.request,
    email,
    /https?:\/\/[^\s"'<>]*verify-email\?token=[^\s"'<>]+/,
  );
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await snap(page, testInfo, 'email-verified');
}

/** Logs in through the UI and waits for the post-login landing page. */
export async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/create$/);
  await expect(page.getByRole('heading', { name: "Let's Create Your Art" })).toBeVisible();
}

/** Opens the sidebar on phones (drawer) and returns the app navigation's container. */
export async function openAppMenu(page: Page) {
  // Below MUI's md breakpoint (900 px) the sidebar is a drawer behind the menu button. Decided by the viewport, not
  // by isVisible() (which does not wait: right after a dialog closes it raced and skipped the click).
  if ((page.viewportSize()?.width ?? 0) >= 900) return;
  await page.getByRole('button', { name: 'Open app menu' }).click();
}
