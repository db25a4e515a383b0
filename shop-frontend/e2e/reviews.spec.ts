import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { settledViolations } from './axe';
import {
  appTakesOver,
  cartLineThroughApi,
  expect,
  expectNoSidewaysScroll,
  expectOnScreen,
  openApp,
  payThroughApi,
  printUntil,
  signedInThroughApi,
  snap,
  staffHeaders,
  test,
  withDb,
} from './helpers';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat.png', import.meta.url));
const PASSWORD = 'Reviews-Pass-1';

interface OrderReviews {
  canReview: boolean;
  lines: { lineId: string; review: { id: string; status: string } | null }[];
}

/** What the public pages must show: the approved reviews' average (to one decimal) and count, from the database. */
async function approvedFigures(): Promise<{ average: string; count: number }> {
  const { rows } = await withDb((db) =>
    db.query<{ count: number; average: number }>(
      `SELECT count(*)::int AS count, avg(rating)::float8 AS average FROM reviews WHERE status = 'approved'`,
    ),
  );
  const row = rows[0];
  if (!row || row.count === 0) throw new Error('no approved review');
  return { average: (Math.round(row.average * 10) / 10).toFixed(1), count: row.count };
}

const reviewsNoun = (count: number) => (count === 1 ? 'review' : 'reviews');

/** "4.5 out of 5 from 12 reviews", as the reviews section sums them up. */
const summaryOf = ({ average, count }: { average: string; count: number }) =>
  `${average} out of 5 from ${count} ${reviewsNoun(count)}`;

/**
 * A review from delivery to the landing page, at both widths (the order page's form is laid out for a phone): a
 * delivered order's page offers the review form (nothing before delivery); the customer rates 4 stars, writes a few
 * lines and adds a photo; the review waits for staff, who approve it through the staff API; the landing page then
 * carries its text, photo and the approved reviews' average in the HTML as sent and once the app has adopted it, and
 * the create journey's style step shows it under Watercolor.
 * Reviews of both projects share the run's database, so the average and count are read from it, not assumed.
 */
test(
  'reviews: a delivered print reviewed with stars, words and a photo, approved by staff, on the landing page',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const { email, headers: customer } = await signedInThroughApi(page, testInfo, 'reviews', PASSWORD);
    await cartLineThroughApi(page, customer, PHOTO);
    const orderHash = await payThroughApi(page, customer, email);
    const orderPage = `/app/order-confirmation/${orderHash}`;
    // Unique to this run and project: the landing page lists the other project's review too.
    const words =
      `Chelsea looks just like herself in watercolour: the stripes, the white paws, even her grumpy stare. ` +
      `The canvas came well packed and now hangs in our hall (${testInfo.project.name} ${Date.now().toString(36)}).`;

    // Before delivery neither the order nor its page offers a review.
    const reviewsOfOrder = async () => {
      const response = await page.request.get(`/api/orders/${orderHash}/reviews`, { headers: customer });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as OrderReviews;
    };
    expect((await reviewsOfOrder()).canReview).toBe(false);
    await page.goto(orderPage);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Your Order is On Its Way!');
    const section = page.getByRole('region', { name: 'Review your prints' });
    await expect(section).toHaveCount(0);

    await printUntil(request, orderHash, 'delivered');
    await page.reload();
    await expect(heading).toHaveAttribute('data-state', 'delivered');

    // The form of the only print: stars and words are asked for before anything is sent.
    const form = section.getByRole('form', { name: /^Review of Canvas 20x30, Watercolor$/ });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please rate the print from 1 to 5 stars.');
    // The fourth star, clicked as a customer does (its radio is visually hidden under the star).
    await form
      .locator('label[for]')
      .filter({ hasText: /^4 Stars$/ })
      .click();
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please write a few lines about your print.');
    await form.getByRole('textbox', { name: 'Your review' }).fill(words);
    await form.locator('input[type="file"]').setInputFiles(PHOTO);
    await expect(form.getByText('1 new photo chosen')).toBeVisible();
    await expect(form.getByRole('radio', { name: '4 Stars' })).toBeChecked();
    await expectOnScreen(form.getByRole('button', { name: 'Send review' }));
    await expectNoSidewaysScroll(page);
    expect(await settledViolations(page), 'accessibility of the review form').toEqual([]);
    await snap(page, testInfo, 'reviews-form');
    await form.getByRole('button', { name: 'Send review' }).click();

    // Sent: the review as written, waiting for staff.
    await expect(page.getByText('Thank you! Your review was sent.')).toBeVisible();
    const mine = section.getByTestId('my-review');
    await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(mine).toContainText(words);
    await expect(mine.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
    await expect(mine).toContainText('Waiting for our team to check it before it is shown on the shop.');
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, 'reviews-sent');
    // Not on the shop while it waits.
    expect(await (await request.get('/')).text()).not.toContain(words);

    // Staff approve it through the staff API.
    const reviewId = (await reviewsOfOrder()).lines[0]?.review?.id;
    if (!reviewId) throw new Error('the review is not listed on its order');
    const staff = await staffHeaders(request);
    const approved = await request.post(`/api/admin/reviews/${reviewId}/approve`, { headers: staff });
    expect(approved.status(), await approved.text()).toBe(200);
    await page.reload();
    await expect(mine).toContainText('Shown on the shop. Thank you!');

    // The landing page as sent: the review (text, stars, a lazy photo of known size) and the approved reviews'
    // average and count. The other project may approve its own meanwhile: the figures are read again until they match.
    await expect(async () => {
      const figures = await approvedFigures();
      const html = await (await request.get('/')).text();
      const item = html.slice(html.indexOf(`data-review-id="${reviewId}"`));
      expect(item, 'the review in the page as sent').toContain(`<p class="review-body">${words}</p>`);
      expect(item.slice(0, item.indexOf('</li>'))).toMatch(
        /<img src="\/api\/reviews\/photos\/[^"]+" width="\d+" height="\d+" loading="lazy"/,
      );
      expect(item).toContain('4 out of 5 stars');
      expect(html).toContain(
        `<strong>${figures.average} out of 5</strong> from ${figures.count} ${reviewsNoun(figures.count)}</p>`,
      );
    }).toPass({ timeout: 20_000 });

    // The landing page in the browser, once the app has adopted it: the same review and figures, the photo loaded.
    await expect(async () => {
      const figures = await approvedFigures();
      await page.goto('/');
      await appTakesOver(page);
      const reviews = page.getByTestId('reviews');
      await expect(reviews.getByRole('heading', { name: 'What customers say', level: 2 })).toBeVisible({
        timeout: 1_000,
      });
      await expect(reviews.locator('.reviews-summary')).toContainText(summaryOf(figures), { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    const item = page.getByTestId('reviews').getByRole('listitem').filter({ hasText: words });
    await expect(item).toContainText('4 out of 5 stars');
    await expect(item).toContainText('Ada L., Watercolor');
    const photo = item.getByRole('img', { name: 'The print Ada L. received' });
    // The section is redrawn when the app's own read of the reviews answers (the other project may have approved one
    // meanwhile): its elements are looked up again until they hold still.
    await expect(async () => {
      await expectOnScreen(photo);
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expectOnScreen(item);
    }).toPass({ timeout: 20_000 });
    await snap(page, testInfo, 'reviews-landing');

    // The create journey's style step: the chosen style's approved reviews, this one among them.
    const upload = await page.request.post('/api/upload', {
      headers: customer,
      multipart: { image: { name: 'cat.png', mimeType: 'image/png', buffer: readFileSync(PHOTO) } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const { sessionId } = (await upload.json()) as { sessionId: string };
    await openApp(page, `/app/style/${sessionId}`);
    await expect(page.getByRole('heading', { name: 'Choose Your Art Style' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^What customers say/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Watercolor', exact: true }).click();
    const styleReviews = page.getByTestId('reviews');
    await expect(
      styleReviews.getByRole('heading', { name: 'What customers say about Watercolor', level: 2 }),
    ).toBeVisible();
    await expect(styleReviews.getByRole('listitem').filter({ hasText: words })).toContainText(
      'Ada L., Watercolor',
    );
    await expect(styleReviews.locator('.reviews-summary')).toContainText(/\d\.\d out of 5 from \d+ reviews?/);
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, 'reviews-style-step');
  },
);
