// `npm run lighthouse`: Lighthouse (from npm) in Debian's Chromium against a running build (`npm start`, or the
// backend serving shop-frontend/dist), mobile with Lighthouse's default throttling; writes the table into
// docs/benchmarks.md between <!-- lighthouse:start --> and <!-- lighthouse:end -->, with the machine's load average
// (the machine may be shared). LH_BASE_URL (default http://localhost:$PORT or :3000), CHROME_PATH (default
// /usr/bin/chromium), LH_RUNS (runs per page, median kept; default 3), LH_PAGES (comma-separated paths to measure, for
// a look at one page; the table is then only printed), LH_REPORT_DIR (also write each run's full JSON report there). `/app/create` is measured signed in: the script
// registers a throwaway account, verifies it from the dev mailbox (local profile, same machine) and logs in, then
// puts the session where a login leaves it (localStorage, and the cookies that get the signed-in page) before
// Lighthouse loads the page (storage is not reset for that page).
// The SEO category is measured too: in the performance table for its pages, and once per public page of the sitemap
// (read from the server's /sitemap.xml, so the list is the server's) in a table of its own between
// <!-- lighthouse-seo:start --> and <!-- lighthouse-seo:end -->, with each failed audit named. LH_SEO_ONLY=1 measures
// only that table.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { devAccount } from './dev-account.mjs';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const benchmarks = resolve(appDir, '../docs/benchmarks.md');
const base = process.env.LH_BASE_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
const runs = Number(process.env.LH_RUNS ?? '3');
/** Pages measured; `signedIn` ones run with a stored session. */
const ALL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/app/create', signedIn: true },
];
const only = process.env.LH_PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.path)) : ALL_PAGES;
const reportDir = process.env.LH_REPORT_DIR;
const seoOnly = process.env.LH_SEO_ONLY === '1';
const GOALS = { seo: 100, performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05, totalKb: 200, scriptKb: 120 };

/**
 * @typedef {{ performance: number, seo: number, lcpMs: number, tbtMs: number, cls: number, totalKb: number, scriptKb: number }} Result
 */

/**
 * @param {import('lighthouse').RunnerResult['lhr']} lhr
 * @returns {Result}
 */
function summarise(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = /** @type {{ items?: { resourceType: string, transferSize: number }[] }} */ (
    lhr.audits['resource-summary']?.details ?? {}
  );
  const script = resources.items?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    totalKb: Math.round(audit('total-byte-weight') / 1024),
    scriptKb: Math.round(script / 1024),
  };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** @typedef {import('./dev-account.mjs').Session} Session */

/**
 * Puts the session into the browser as a login leaves it: localStorage for the shop's origin, and the cookies.
 * @param {number} port
 * @param {Session} session
 */
async function storeSession(port, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    // Storage is kept for this page, and with it the HTTP cache: empty the cache so it is a first visit too.
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await tab.goto(`${base}/runtime-config.js`);
    for (const { name, value } of session.cookies) await tab.setCookie({ name, value, url: base });
    await tab.evaluate(
      `localStorage.setItem('authToken', ${JSON.stringify(session.authToken)});` +
        `localStorage.setItem('userId', ${JSON.stringify(session.userId)});`,
    );
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * The SEO audits of `lhr` that failed (score below 1; the manual and not-applicable ones have none).
 * @param {import('lighthouse').RunnerResult['lhr']} lhr
 */
function failedSeoAudits(lhr) {
  return (lhr.categories.seo?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
    .map((audit) => audit?.id ?? '');
}

/** The public pages the server lists in its sitemap, as paths. */
async function sitemapPaths() {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}

const session =
  !seoOnly && PAGES.some((p) => p.signedIn)
    ? await (await devAccount(base, 'lighthouse')).session()
    : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
/** @type {[string, Result][]} */
const rows = [];
/** @type {[string, number, string[]][]} */
const seoRows = [];
try {
  for (const page of await sitemapPaths()) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['seo'],
      // Lighthouse's SEO audits read the page as a phone's crawler does; no throttling is needed for them.
      throttlingMethod: 'provided',
    });
    if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse could not record SEO of ${page}`);
    const score = Math.round((result.lhr.categories.seo?.score ?? 0) * 100);
    seoRows.push([page, score, failedSeoAudits(result.lhr)]);
    console.log(page, 'seo', score);
  }
  for (const { path: page, signedIn } of seoOnly ? [] : PAGES) {
    /** @type {Result[]} */
    const results = [];
    // A run Lighthouse itself could not record (runtimeError, e.g. NO_NAVSTART on the first load after Chrome
    // starts: "Please run Lighthouse again") is run again instead of counting as a score of 0 in the median.
    for (let run = 0, failed = 0; run < runs;) {
      if (signedIn && session) await storeSession(chrome.port, session);
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        // Keeps the stored session of a signed-in page (and lets a signed-out page start from empty storage).
        disableStorageReset: signedIn,
        logLevel: 'error',
        onlyCategories: ['performance', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError) {
        failed += 1;
        console.warn(`${page}: ${result.lhr.runtimeError.code}, run again`);
        if (failed > 3)
          throw new Error(`Lighthouse could not record ${page}: ${result.lhr.runtimeError.message}`);
        continue;
      }
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = `${page.replace(/\W+/g, '_') || 'root'}-${run + 1}.json`;
        writeFileSync(resolve(reportDir, name), JSON.stringify(result.lhr));
      }
      results.push(summarise(result.lhr));
      run += 1;
    }
    /** @type {(key: keyof Result) => number} */
    const mid = (key) => median(results.map((r) => r[key]));
    rows.push([
      signedIn ? `${page} (signed in)` : page,
      {
        performance: mid('performance'),
        seo: mid('seo'),
        lcpMs: mid('lcpMs'),
        tbtMs: mid('tbtMs'),
        cls: mid('cls'),
        totalKb: mid('totalKb'),
        scriptKb: mid('scriptKb'),
      },
    ]);
    console.log(page, rows[rows.length - 1]?.[1]);
  }
} finally {
  chrome.kill();
}

const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');
const mark = (/** @type {boolean} */ met) => (met ? 'met' : '**missed**');
const table = [
  '| page | performance | SEO | LCP ms | TBT ms | CLS | sent KB | JS KB | goals |',
  '| ---- | ----------- | --- | ------ | ------ | --- | ------- | ----- | ----- |',
  ...rows.map(
    ([page, r]) =>
      `| ${page} | ${r.performance} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.totalKb} | ${r.scriptKb} | ` +
      [
        `perf ${mark(r.performance >= GOALS.performance)}`,
        `LCP ${mark(r.lcpMs <= GOALS.lcpMs)}`,
        `TBT ${mark(r.tbtMs <= GOALS.tbtMs)}`,
        `CLS ${mark(r.cls <= GOALS.cls)}`,
        // The byte goals are the landing page's.
        ...(page === '/'
          ? [`bytes ${mark(r.totalKb <= GOALS.totalKb && r.scriptKb <= GOALS.scriptKb)}`]
          : []),
      ].join(', ') +
      ' |',
  ),
];
const section = [
  '<!-- lighthouse:start -->',
  '',
  '## The shop on a phone (Lighthouse)',
  '',
  `Method: \`npm run lighthouse -w shop-frontend\` (Lighthouse ${'13'} from npm, mobile, default simulated throttling, ` +
    `Debian Chromium headless) against ${base}, median of ${runs} runs per page. Goals: performance >= 95, ` +
    'LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05, <= 200 KB sent and <= 120 KB of JavaScript on the landing page. ' +
    `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}; load average at the end ${load} (shared machine). ` +
    `Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  ...table,
  '',
  '<!-- lighthouse:end -->',
].join('\n');
const seoTable = [
  '| page | SEO | failed audits | goal |',
  '| ---- | --- | ------------- | ---- |',
  ...seoRows.map(
    ([page, score, failed]) =>
      `| ${page} | ${score} | ${failed.length > 0 ? failed.join(', ') : 'none'} | ${mark(score >= GOALS.seo)} |`,
  ),
];
const seoSection = [
  '<!-- lighthouse-seo:start -->',
  '',
  '## The public pages for search engines (Lighthouse SEO)',
  '',
  `Method: \`npm run lighthouse -w shop-frontend\` (\`LH_SEO_ONLY=1\` for this table alone): Lighthouse ${'13'}'s SEO ` +
    `category, mobile, Debian Chromium headless, one run per page (the audits read the HTML as sent and do not depend ` +
    `on timing) against ${base}, for every page of the server's /sitemap.xml. Goal: 100 on every page. ` +
    `Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  ...seoTable,
  '',
  '<!-- lighthouse-seo:end -->',
].join('\n');
if (only) {
  console.log([...seoTable, '', ...table].join('\n'));
  process.exit(0);
}
/**
 * `doc` with the section between `name`'s markers replaced by `text` (added at the end when it has none).
 * @param {string} doc
 * @param {string} name
 * @param {string} text
 */
function withSection(doc, name, text) {
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  return pattern.test(doc) ? doc.replace(pattern, () => text) : `${doc.trimEnd()}\n\n${text}\n`;
}
let doc = readFileSync(benchmarks, 'utf8');
if (!seoOnly) doc = withSection(doc, 'lighthouse', section);
writeFileSync(benchmarks, withSection(doc, 'lighthouse-seo', seoSection));
// The docs are checked by `prettier --check` in CI: format the table as the rest of the file.
spawnSync('npx', ['prettier', '--write', benchmarks], { stdio: 'inherit' });
console.log([...seoTable, '', ...table].join('\n'));
