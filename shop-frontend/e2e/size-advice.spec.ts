import { fileURLToPath } from 'node:url';
import { expect, generate, openApp, signedInThroughApi, snap, test } from './helpers';

// A 900 x 1350 px portrait photo: the local generator keeps its size, so on canvas 12x18 prints at 75 DPI (sharp),
// 20x30 at 45 and 32x48 at 28 (low), and 40x60 at 22 DPI (below the 25 DPI minimum: not orderable).
const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-900x1350.png', import.meta.url));
const PASSWORD = 'Advice-Pass-1';

test('size advice: recommended is sharp, low sizes warn, too-low sizes cannot be ordered, the preview repeats it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInThroughApi(page, testInfo, 'advice', PASSWORD);
  await openApp(page, '/app/create');

  await page.getByTestId('upload-input').setInputFiles(PHOTO);
  await expect(page.getByText('Click to change image')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Select Style' }).click();
  await expect(page).toHaveURL(/\/app\/style\/[^/]+$/);
  const sessionId = page.url().split('/').pop() ?? '';
  await generate(page, 'Watercolor');
  await page.getByRole('button', { name: 'Select a Product' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/product-type/${sessionId}$`));

  // Product screen: one Recommended size, sharp and pre-selected; the catalogue's 20x30 is low, not recommended.
  const recommended = page.getByRole('radio').filter({ hasText: 'Recommended' });
  await expect(recommended).toHaveCount(1);
  await expect(recommended).toHaveAccessibleName('12" x 18"');
  await expect(recommended).toHaveAttribute('aria-checked', 'true');
  await expect(recommended).toContainText('75 DPI · Sharp at this size');
  await expect(recommended).not.toContainText('Low resolution');
  const medium = page.getByRole('radio', { name: '20" x 30"' });
  await expect(medium).toHaveAccessibleDescription('45 DPI · Low resolution for this size');
  const max = page.getByRole('radio', { name: '40" x 60"' });
  await expect(max).toBeDisabled();
  await expect(max).toHaveAccessibleDescription('22 DPI · Too low resolution to print at this size');
  await snap(page, testInfo, 'size-advice-product-type');

  await medium.click();
  await expect(medium).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('print-advice')).toHaveText(
    'Your artwork prints at 45 DPI at 20" x 30", below the 75 DPI that looks sharp up close. It will look softer from nearby; a smaller size will look sharper.',
  );
  await page.getByRole('button', { name: 'Continue to Preview' }).click();

  // Preview: the same advice for the chosen size.
  await expect(page).toHaveURL(new RegExp(`/app/preview/${sessionId}$`), { timeout: 15_000 });
  await expect(page.getByTestId('spec-quality')).toHaveText('45 DPI · Low resolution for this size');
  await expect(page.getByTestId('print-advice')).toContainText('Your artwork prints at 45 DPI at 20" x 30"');
  await expect(page.getByTestId('mockup-thumb')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled({ timeout: 20_000 });
  await snap(page, testInfo, 'size-advice-preview');

  // The server refuses the size the screen disabled.
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  const session = await page.request.get(`/api/sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { selectedImage } = (await session.json()) as { selectedImage: string };
  const refused = await page.request.post('/api/cart', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      sessionId,
      printType: 'canvas',
      printSize: '40x60',
      imageUrl: selectedImage,
      artStyle: 'Watercolor',
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    code: 'CART.PRINT_RESOLUTION_TOO_LOW',
    message:
      'Your artwork has too few pixels for 40" x 60" (22 DPI, at least 25 DPI is needed). Please choose a smaller size.',
  });
});
