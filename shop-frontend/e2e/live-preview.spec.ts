import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OPENAI_FAKE_PORT } from '../playwright.config';
import { axeScan } from './axe';
import { expect, signedInThroughApi, snap, test } from './helpers';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Live-Preview-1';

interface FirstFrame {
  at: number;
  path: string;
  src: string;
  alt: string;
  width: number;
  height: number;
  bands: boolean;
}

/** Records the first partial frame loaded and visible in the progress dialog (window.__firstFrame). */
const FRAME_PROBE = `(() => {
  const check = () => {
    const img = document.querySelector('img[data-testid="generation-preview"]');
    if (img && img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0) {
      window.__firstFrame = {
        at: performance.now(),
        path: location.pathname,
        src: img.getAttribute('src'),
        alt: img.alt,
        width: img.naturalWidth,
        height: img.naturalHeight,
        bands: !!document.querySelector('[aria-label="Generation progress"]'),
      };
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * A preview while it is made: after Generate Artwork the progress dialog shows a partial frame of the artwork (a small
 * WebP under /api/images/previews/) with the progress bands still around it, before the results page opens with the
 * final artwork. Runs on its own server (the live-preview project of playwright.config.ts), where the backend
 * generates with IMAGE_GENERATOR=openai against the OpenAI fake's stream (frames at 25/50/75 % of a 10 s edit): the
 * one journey whose artwork takes time. The progress dialog, up only while the artwork is drawn, is scanned by axe
 * here (accessibility.spec.ts scans the other pages and dialogs).
 */
test('live preview: a partial frame of the artwork in the progress dialog before the results', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const { headers } = await signedInThroughApi(page, testInfo, 'live-preview', PASSWORD);
  // The photo through the API: the upload step is not the point here.
  const upload = await page.request.post('/api/upload', {
    headers,
    multipart: { image: { name: 'cat.png', mimeType: 'image/png', buffer: readFileSync(PHOTO) } },
  });
  expect(upload.ok()).toBe(true);
  const { sessionId } = (await upload.json()) as { sessionId: string };

  // The frame may be on screen for about a second only (the local generator's 3 s): the page itself records the first
  // animation frame in which it is loaded and visible, with what else was on screen then.
  await page.addInitScript({ content: FRAME_PROBE });
  await page.goto(`/app/style/${sessionId}`);
  await page.getByRole('button', { name: 'Watercolor', exact: true }).click();
  await page.getByRole('button', { name: 'Generate Artwork' }).click();

  await expect.poll(() => page.evaluate('window.__firstFrame ?? null'), { timeout: 30_000 }).not.toBeNull();
  const first = await page.evaluate<FirstFrame>('window.__firstFrame');
  await snap(page, testInfo, 'live-preview-frame');
  const progress = page.getByLabel('Generation progress');
  await expect(progress).toBeVisible();
  expect(await axeScan(page), 'accessibility of the progress dialog (axe-core)').toEqual([]);
  // The scan saw the dialog: it is still up (the edit takes 10 s, time for a scan on a loaded machine).
  await expect(progress).toBeVisible();
  // Shown in the progress dialog, the bands around it, while the style page waits for the artwork.
  expect(first.path).toBe(`/app/style/${sessionId}`);
  expect(first.alt).toBe('A first look at your artwork, still being painted');
  expect(first.bands).toBe(true);
  // The watermarked variant (v=preview), like every artwork before payment.
  expect(first.src).toMatch(/\/api\/images\/previews\/[0-9a-f-]+-\d\.webp\?v=preview&exp=/);
  // Small: a preview, never the print file.
  expect(Math.max(first.width, first.height)).toBeLessThanOrEqual(512);

  await expect(page).toHaveURL(/\/app\/results\//, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Your Artwork' })).toBeVisible();
  const resultsAt = await page.evaluate<number>('performance.now()');
  expect(first.at).toBeLessThan(resultsAt);
  await expect(page.getByTestId('generation-preview')).toBeHidden();

  // What the backend asked the fake for.
  const requests = (await (await fetch(`http://127.0.0.1:${OPENAI_FAKE_PORT}/__requests`)).json()) as {
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
});
