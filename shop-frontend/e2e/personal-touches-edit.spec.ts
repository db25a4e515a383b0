import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bearerThroughApi,
  expect,
  payThroughApi,
  registerVerifiedThroughApi,
  snap,
  test,
  uniqueEmail,
  withDb,
} from './helpers';
import {
  namedPosterThroughApi,
  posterArtworkThroughApi,
  printFileUrl,
  rowDifferences,
} from './name-on-print';

const here = path.dirname(fileURLToPath(import.meta.url));
const PHOTO = path.join(here, 'fixtures', 'chelsea-cat-900x1350.png');
const PASSWORD = 'Personal-Edit-1';
const BISCUIT = { name: 'Biscuit', font: 'playfair', placement: 'bottom', colour: 'auto' };

/** The first line's print file of the simulator's order with this external id (what it would print). */
async function simulatorPrintFile(externalId: string): Promise<string | null> {
  const { rows } = await withDb((db) =>
    db.query<{ lines: { printFileUrl?: string }[]; status: string }>(
      `SELECT lines, status FROM fulfilment_simulator_orders WHERE external_id = $1`,
      [externalId],
    ),
  );
  return rows[0]?.status === 'on-hold' ? (rows[0].lines[0]?.printFileUrl ?? null) : null;
}

/**
 * "Editable until production", at both widths: a named poster is paid through the API (the journey before
 * payment is personal-touches.spec.ts), then on the order page "Edit Name" opens the preview's name form, the new
 * name is saved and shown, and the print file the provider (the local simulator) now holds for the order carries it.
 * The order waits on hold until staff release it (playwright.config.ts: CANCEL_WINDOW_MINUTES=60).
 */
test('the name of a paid order is changed on the order page and the provider gets the new print file', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('named-edit', testInfo);
  await registerVerifiedThroughApi(page.request, email, PASSWORD);
  // Signed in: the API's bearer for the calls, the same token for the app.
  const headers = await bearerThroughApi(page.request, email, PASSWORD);
  await page.addInitScript(
    (token) => window.localStorage.setItem('authToken', token),
    headers.authorization.slice(7),
  );
  const poster = await posterArtworkThroughApi(page, headers, PHOTO);
  const { generatedImages } = poster;
  await namedPosterThroughApi(page, headers, poster, BISCUIT);

  // Paid with the test card through the API.
  const orderHash = await payThroughApi(page, headers, email);

  await page.goto(`/app/order-confirmation/${orderHash}`);
  const names = page.getByRole('region', { name: 'Name on the Print' });
  await expect(names.getByTestId('order-line-name-text')).toHaveText('Biscuit');
  // The print file the order was submitted with (the submission job makes it right after payment).
  let first: string | null = null;
  await expect
    .poll(async () => (first = await printFileUrl(orderHash)), { timeout: 20_000, intervals: [500] })
    .not.toBeNull();
  await names.getByRole('button', { name: /Edit Name/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the name on the print' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Pumpkin');
  await dialog.getByRole('textbox', { name: 'Second line (optional)' }).fill('2012 – 2026');
  await snap(page, testInfo, 'named-edit-dialog');
  await dialog.getByRole('button', { name: 'Save Name' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(names.getByTestId('order-line-name-text')).toHaveText('Pumpkin · 2012 – 2026');
  await snap(page, testInfo, 'named-edit-saved');

  // The simulator's replacement order holds the new print file; it is the order line's, and differs from the first
  // one in the name's band only (two lines now, taller than the first name's band).
  const held = await simulatorPrintFile(`${orderHash}-r1`);
  expect(held).not.toBeNull();
  expect(held).toBe(await printFileUrl(orderHash));
  expect(held).toContain(`${orderHash}-1-r1.jpg`);
  const [before, now, artwork] = await Promise.all(
    [first!, held!, generatedImages[0]!].map(async (url) => {
      const res = await page.request.get(url);
      expect(res.ok(), url).toBe(true);
      return res.body();
    }),
  );
  const changed = await rowDifferences(now!, before!);
  expect(Math.max(...changed.slice(240, 295))).toBeGreaterThan(15);
  expect(Math.max(...changed.slice(0, 200))).toBeLessThan(6);
  // And it carries a name against the plain artwork.
  const named = await rowDifferences(now!, artwork!);
  expect(Math.max(...named.slice(240, 295))).toBeGreaterThan(15);
});
