// `npm run live-preview-bench -w shop-frontend`: how soon the customer sees a picture after Generate Artwork
// ("a preview while it is made"). The backend generates with IMAGE_GENERATOR=openai against the OpenAI fake, which
// answers like the real service: an edit takes LIVE_PREVIEW_EDIT_MS (default 30 000 ms), streaming its 3 partial
// frames at 25/50/75 % of it. In Debian's Chromium (playwright-core), per case (desktop 1280 px, phone 375 px) and run,
// the page records in its own clock the Generate click, the first animation frame in which a partial frame is loaded
// in the progress dialog ("first picture"), and the first in which the final artwork is loaded on the results page
// ("total"). Goal: first picture within 30 % of total.
//
// It starts the fake (node backend/test/fakes/openai-fake-server.ts) and the built backend itself (local profile, a
// throwaway DATA_DIR, embedded PostgreSQL on LIVE_PREVIEW_PG_PORT); build first (`npm run build -w domain -w backend
// -w shop-frontend`). Writes the table into docs/benchmarks.md between <!-- live-preview:start --> and
// <!-- live-preview:end --> when those markers are there; LIVE_PREVIEW_RUNS runs per case (default 2).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { devAccount } from './dev-account.mjs';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(appDir, '..');
const benchmarks = resolve(repo, 'docs/benchmarks.md');
const RUNS = Number(process.env.LIVE_PREVIEW_RUNS ?? '2');
const EDIT_MS = Number(process.env.LIVE_PREVIEW_EDIT_MS ?? '30000');
const PORT = Number(process.env.LIVE_PREVIEW_PORT ?? '3340');
const PG_PORT = Number(process.env.LIVE_PREVIEW_PG_PORT ?? '5640');
const FAKE_PORT = PORT + 9;
const PHOTO = resolve(appDir, 'e2e/fixtures/chelsea-cat-portrait.png');
const CASES = [
  { id: 'desktop', label: 'Desktop 1280 px', context: { viewport: { width: 1280, height: 800 } } },
  {
    id: 'phone',
    label: 'Phone 375 px',
    context: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
];

/** Records, in the page's clock, the Generate click, the first painted partial frame and the painted final artwork. */
const PROBE = `(() => {
  const marks = (window.__livePreview = {});
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.includes('Generate Artwork')) marks.click = event.timeStamp;
  }, true);
  const loaded = (img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0;
  const check = () => {
    if (marks.click !== undefined) {
      const frame = document.querySelector('img[data-testid="generation-preview"]');
      if (marks.frame === undefined && frame && loaded(frame)) marks.frame = performance.now();
      if (marks.final === undefined && location.pathname.startsWith('/app/results/')) {
        const art = [...document.querySelectorAll('img')].find(
          (img) => img.src.includes('/api/images/generated/') && loaded(img),
        );
        if (art) marks.final = performance.now();
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * @param {string} script
 * @param {Record<string, string>} env
 */
const start = (script, env) =>
  spawn('node', ['--no-warnings', script], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/** @param {string} url @param {import('node:child_process').ChildProcess} child */
async function waitHealthy(url, child) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 120 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const dataDir = resolve(appDir, 'test-results/live-preview-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true, mode: 0o755 });
const fake = start('backend/test/fakes/openai-fake-server.ts', {
  OPENAI_FAKE_PORT: String(FAKE_PORT),
  OPENAI_FAKE_EDIT_MS: String(EDIT_MS),
});
const server = start('backend/dist/main.js', {
  DATA_DIR: dataDir,
  PORT: String(PORT),
  ADMIN_PORT: String(PORT + 1),
  EMBEDDED_PG_PORT: String(PG_PORT),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SCALE: '10',
  IMAGE_GENERATOR: 'openai',
  OPENAI_API_KEY: 'sk-fake',
  OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_PORT}/v1`,
});
const base = `http://localhost:${PORT}`;
/** @type {{ id: string, label: string, runs: { frame: number, final: number }[] }[]} */
const results = [];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  await waitHealthy(`http://127.0.0.1:${FAKE_PORT}/health`, fake);
  await waitHealthy(`${base}/api/health`, server);
  for (const testCase of CASES) {
    // One account per case: 5 generations per 5 minutes per customer.
    const session = await devAccount(base, `live-preview-${testCase.id}`).then((a) => a.session());
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const form = new FormData();
      form.append('image', new Blob([readFileSync(PHOTO)], { type: 'image/png' }), 'cat.png');
      const upload = await fetch(`${base}/api/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.authToken}`, origin: base },
        body: form,
      });
      if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
      const { sessionId } = /** @type {{ sessionId: string }} */ (await upload.json());
      const context = await browser.newContext(testCase.context);
      await context.addCookies(session.cookies.map((cookie) => ({ ...cookie, url: base })));
      await context.addInitScript(
        `localStorage.setItem('authToken', ${JSON.stringify(session.authToken)}); localStorage.setItem('userId', ${JSON.stringify(session.userId)});`,
      );
      await context.addInitScript({ content: PROBE });
      const page = await context.newPage();
      await page.goto(`${base}/app/style/${sessionId}`);
      await page.getByRole('button', { name: 'Watercolor', exact: true }).click();
      await page.getByRole('button', { name: 'Generate Artwork' }).click();
      const deadline = Date.now() + EDIT_MS + 60_000;
      /** @type {{ click?: number, frame?: number, final?: number }} */
      let marks = {};
      while (Date.now() < deadline) {
        marks = /** @type {{ click?: number, frame?: number, final?: number }} */ (
          await page.evaluate('window.__livePreview ?? {}')
        );
        if (marks.final !== undefined) break;
        await page.waitForTimeout(200);
      }
      await context.close();
      if (marks.click === undefined || marks.final === undefined)
        throw new Error(`${testCase.id} run ${run + 1}: ${JSON.stringify(marks)}`);
      const measured = {
        frame: marks.frame === undefined ? Number.NaN : Math.round(marks.frame - marks.click),
        final: Math.round(marks.final - marks.click),
      };
      console.log(
        `${testCase.id} run ${run + 1}: first picture ${measured.frame} ms, final ${measured.final} ms`,
      );
      runs.push(measured);
    }
    results.push({ id: testCase.id, label: testCase.label, runs });
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fake.kill('SIGTERM');
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const seconds = (/** @type {number} */ ms) => (Number.isNaN(ms) ? 'never' : `${(ms / 1000).toFixed(1)} s`);
const rows = results.map(({ label, runs }) => {
  const frame = median(runs.map((r) => r.frame));
  const final = median(runs.map((r) => r.final));
  const share = Math.round((frame / final) * 100);
  return `| ${label} | ${seconds(frame)} | ${seconds(final)} | ${share} % | ${share <= 30 ? 'met' : 'missed'} | ${runs.map((r) => `${seconds(r.frame)} / ${seconds(r.final)}`).join(', ')} |`;
});
const table = [
  `Edit ${EDIT_MS / 1000} s at the OpenAI fake (frames at 25/50/75 %), ${RUNS} runs per case, medians; ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)} at the end.`,
  '',
  '| Case | First picture on screen | Final artwork on screen | First / total | Goal (≤ 30 %) | Runs (first / final) |',
  '| ---- | ----------------------- | ----------------------- | ------------- | ------------- | -------------------- |',
  ...rows,
].join('\n');
console.log(`\n${table}\n`);
if (existsSync(benchmarks)) {
  const text = readFileSync(benchmarks, 'utf8');
  const pattern = /(<!-- live-preview:start -->)[\s\S]*?(<!-- live-preview:end -->)/;
  if (pattern.test(text)) {
    // A replacement function: in a replacement string, a "$1" inside the table (a price) would be read as a group.
    writeFileSync(
      benchmarks,
      text.replace(pattern, (_match, start, end) => `${start}\n\n${table}\n\n${end}`),
    );
    spawnSync('npx', ['prettier', '--write', benchmarks], { stdio: 'inherit' });
  }
}
