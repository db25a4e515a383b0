import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, registerAndVerify, snap, test, uniqueEmail } from './helpers';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Live-Preview-1';
const OPENAI_FAKE = process.env.E2E_OPENAI_FAKE === '1';

/**
 * Issue 25, a preview while it is made, at both widths: after Generate Artwork the progress dialog shows a partial
 * frame of the artwork (a small WebP under /api/images/previews/) with the progress bands still around it, before the
 * results page opens with the final artwork. Runs on the local generator (playwright.config.ts makes it take 3 s, its
 * frame at 1.5 s) and, with E2E_OPENAI_FAKE=1, on the OpenAI fake's stream (frames at 25/50/75 % of a 4 s edit).
 */
test('live preview: a partial frame of the artwork in the progress dialog before the results', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await registerAndVerify(page, testInfo, uniqueEmail('live-preview', testInfo), PASSWORD, {
    staySignedIn: true,
  });
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  if (!token) throw new Error('no auth token after sign-in');
  // The photo through the API: the upload step is not the point here.
  const upload = await page.request.post('/api/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { image: { name: 'cat.png', mimeType: 'image/png', buffer: readFileSync(PHOTO) } },
  });
  expect(upload.ok()).toBe(true);
  const { sessionId } = (await upload.json()) as { sessionId: string };

  await page.goto(`/app/style/${sessionId}`);
  await page.getByRole('button', { name: 'Watercolor', exact: true }).click();
  const started = Date.now();
  await page.getByRole('button', { name: 'Generate Artwork' }).click();

  const frame = page.getByRole('img', { name: 'A first look at your artwork, still being painted' });
  await expect(frame).toBeVisible({ timeout: 20_000 });
  const firstFrameMs = Date.now() - started;
  // Still generating: the bands frame the preview, and the results have not opened.
  expect(page.url()).toContain(`/app/style/${sessionId}`);
  await expect(page.getByLabel('Generation progress')).toBeVisible();
  await expect(frame).toHaveAttribute('src', /\/api\/images\/previews\/[0-9a-f-]+-\d\.webp\?exp=/);
  // Decoded, and small: a preview, never the print file.
  await expect
    .poll(() => frame.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 5_000 })
    .toBeGreaterThan(0);
  const natural = await frame.evaluate((img: HTMLImageElement) =>
    Math.max(img.naturalWidth, img.naturalHeight),
  );
  expect(natural).toBeLessThanOrEqual(512);
  await snap(page, testInfo, 'live-preview-frame');

  await expect(page).toHaveURL(/\/app\/results\//, { timeout: 60_000 });
  const totalMs = Date.now() - started;
  testInfo.annotations.push({
    type: 'timing',
    description: `${OPENAI_FAKE ? 'openai-fake' : 'local'}: first frame ${firstFrameMs} ms, results ${totalMs} ms`,
  });
  expect(firstFrameMs).toBeLessThan(totalMs);
  await expect(page.getByRole('heading', { name: 'Your Artwork' })).toBeVisible();
  await expect(frame).toBeHidden();

  if (OPENAI_FAKE) {
    // What the backend asked the fake for (playwright.config.ts starts it on E2E_PORT + 9).
    const port = Number(process.env.E2E_PORT ?? 3100) + 9;
    const requests = (await (await fetch(`http://127.0.0.1:${port}/__requests`)).json()) as {
      model: string;
      inputFidelity?: string;
      stream: boolean;
      partialImages?: number;
      prompt: string;
    }[];
    expect(requests.at(-1)).toMatchObject({
      model: 'gpt-image-1.5',
      inputFidelity: 'high',
      stream: true,
      partialImages: 3,
    });
    expect(requests.at(-1)?.prompt).toContain('watercolor painting');
  }
});
