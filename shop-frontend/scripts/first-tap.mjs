// `npm run first-tap`: what a person feels on the public pages at their first tap, on a slowed phone.
// Debian's Chromium through playwright-core, CPU throttled 4x and a 1.6 Mbps / 150 ms RTT network (CDP), a fresh
// browser context (empty cache and storage) per run, FIRST_TAP_RUNS runs per case (default 5), medians. Each case
// taps like a person (a touch on a 375 px phone, a mouse on a desktop) and the page itself records, in its own clock,
// the tap's event time and the first animation frame in which the change is on screen (hit-testable where the tap
// was aimed, not merely in the DOM), and how far the page scrolled after the tap. Keystrokes on /auth are read from
// the browser's Event Timing entries (input delay + handlers + the next paint, per keystroke).
//
// It serves the built shop itself (`node backend/dist/main.js`, local profile, a throwaway DATA_DIR, embedded
// PostgreSQL), as the e2e suite does; build first (`npm run build -w domain -w backend -w shop-frontend`), or point
// FIRST_TAP_BASE_URL at a running one. Writes the table into docs/benchmarks.md between <!-- first-tap:start --> and
// <!-- first-tap:end -->, with the load average; FIRST_TAP_BEFORE=<json> fills the "before" column from an earlier
// run's results (FIRST_TAP_OUT=<json> writes this run's), FIRST_TAP_ONLY=<case ids> runs some cases and only prints.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { devAccount } from './dev-account.mjs';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(appDir, '..');
const benchmarks = resolve(repo, 'docs/benchmarks.md');
const RUNS = Number(process.env.FIRST_TAP_RUNS ?? '5');
const ONLY = process.env.FIRST_TAP_ONLY?.split(',');
const PORT = Number(process.env.FIRST_TAP_PORT ?? '3160');
const CPU_RATE = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** How long a watched change may take before the run reports it as never seen. */
const WATCH_MS = 15_000;
/** Scroll movement is watched this long after the tap (the old page jumped when the app adopted it, seconds later). */
const SCROLL_WATCH_MS = 5_000;

// ---------------------------------------------------------------------------------------------------------------
// The server

/** @returns {Promise<{ base: string, stop: () => void }>} */
async function startServer() {
  if (process.env.FIRST_TAP_BASE_URL) return { base: process.env.FIRST_TAP_BASE_URL, stop: () => undefined };
  const dataDir = resolve(appDir, 'test-results/first-tap-data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const server = spawn('node', ['backend/dist/main.js'], {
    cwd: repo,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      ADMIN_PORT: String(PORT + 1),
      EMBEDDED_PG_PORT: String(Number(process.env.FIRST_TAP_PG_PORT ?? '5561')),
      LOG_LEVEL: 'warn',
      // Every run logs in from this one address.
      RATE_LIMIT_SCALE: '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 120 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop: () => server.kill('SIGTERM') };
}

// ---------------------------------------------------------------------------------------------------------------
// In the page (added before any of the page's scripts; CDP-injected, so the site's CSP does not apply)

// The probe is page code: kept as text, so it is neither type-checked nor linted as this Node script.
const PROBE = `(() => {
  const w = /** @type {any} */ (window);
  const probe = {
    /** @type {{ t: number, scrollY: number, hydrated: boolean } | undefined} */ tap: undefined,
    /** @type {number | undefined} */ changedAt: undefined,
    /** @type {boolean | undefined} */ changedOnScreen: undefined,
    maxScroll: 0,
    /** The largest scroll change between two frames over the whole visit (a person's swipe or wheel moves less). */
    maxJump: 0,
    lastY: 0,
    /** @type {{ name: string, duration: number, interactionId: number, start: number }[]} */ events: [],
    /** @type {{ start: number, duration: number }[]} */ longTasks: [],
    /** @type {number | undefined} */ fileChosenAt: undefined,
    /** @type {(() => boolean) | undefined} */ condition: undefined,
    target: /** @type {Element | null} */ (null),
  };
  w.__firstTap = probe;
  const hydrated = (/** @type {Element | null} */ el) =>
    !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
  w.__firstTapHydrated = hydrated;
  addEventListener(
    'pointerdown',
    (event) => {
      if (probe.tap || !probe.condition) return;
      probe.tap = { t: event.timeStamp, scrollY: scrollY, hydrated: hydrated(probe.target) };
    },
    { capture: true },
  );
  addEventListener(
    'click',
    (event) => {
      const target = /** @type {HTMLInputElement} */ (event.target);
      if (target instanceof HTMLInputElement && target.type === 'file' && probe.fileChosenAt === undefined)
        probe.fileChosenAt = performance.now();
    },
    { capture: true },
  );
  const frame = () => {
    probe.maxJump = Math.max(probe.maxJump, Math.abs(scrollY - probe.lastY));
    probe.lastY = scrollY;
    if (probe.tap) {
      probe.maxScroll = Math.max(probe.maxScroll, Math.abs(scrollY - probe.tap.scrollY));
      if (probe.changedAt === undefined && probe.condition?.()) probe.changedAt = performance.now();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  try {
    new PerformanceObserver((list) => {
      for (const e of /** @type {any[]} */ (list.getEntries()))
        probe.events.push({
          name: e.name,
          duration: e.duration,
          interactionId: e.interactionId,
          start: e.startTime,
        });
    }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // Event Timing / Long Tasks missing: the timings above still work.
  }
  /**
   * True when what the person should now see is on screen: inside the viewport and the topmost thing at that point
   * (a collapsed or clipped element, or one hidden under another, is not).
   * @param {Element | null} el
   */
  w.__firstTapSeen = (el) => {
    if (!el) return false;
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    const x = Math.min(Math.max(rect.left + Math.min(rect.width / 2, 40), 1), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + Math.min(rect.height / 2, 8), 1), innerHeight - 1);
    if (rect.bottom < 1 || rect.top > innerHeight - 1) return false;
    const hit = document.elementFromPoint(x, y);
    return !!hit && (el === hit || el.contains(hit) || hit.contains(el));
  };
  /** The element whose own text starts with the given text (answers, links). */
  w.__firstTapByText = (/** @type {string} */ text, root = document.body) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.trim().startsWith(text)) return node.parentElement;
    return null;
  };
})();`;

// ---------------------------------------------------------------------------------------------------------------
// Gestures

/**
 * Waits until the page has stopped scrolling (the same scrollY over 150 ms; at most 3 s). A swipe's fling goes on
 * after the finger has left, and a tap while it runs only stops it, as on any phone (no click: the FAQ question stayed
 * closed in some runs); a person taps once what they read has stopped moving.
 * @param {import('playwright-core').Page} page
 */
async function settled(page) {
  let last = NaN;
  let still = 0;
  for (let waited = 0; waited < 3000 && still < 3; waited += 50) {
    const y = /** @type {number} */ (await page.evaluate('scrollY'));
    still = y === last ? still + 1 : 0;
    last = y;
    await page.waitForTimeout(50);
  }
}

/**
 * Scrolls like a person: a touch swipe on the phone, the mouse wheel on the desktop (CDP synthesizes the real input
 * events, so a page listening for touch or wheel sees them), until `selector` is near the top of the viewport.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string} expression an element, as JavaScript evaluated in the page
 * @param {'touch' | 'mouse'} source
 */
async function scrollTo(page, cdp, expression, source) {
  let resting = false;
  for (let i = 0; i < 30; i += 1) {
    const top = /** @type {number | null} */ (
      await page.evaluate(`(${expression})?.getBoundingClientRect().top ?? null`)
    );
    if (top === null) throw new Error(`nothing to scroll to: ${expression}`);
    const { height } = page.viewportSize() ?? { height: 740 };
    const distance = top - height * 0.3;
    if (Math.abs(distance) < 40) {
      if (resting) return;
      // A swipe's fling may be passing through: once the page rests, look again (a fling that carried the question
      // off the top of the screen made the tap land outside it: "seen in 3/5", not the page's doing).
      await settled(page);
      resting = true;
      continue;
    }
    resting = false;
    if (i === 29) throw new Error(`could not scroll to ${expression}`);
    const step = Math.round(Math.max(-height * 0.7, Math.min(height * 0.7, distance)));
    if (source === 'mouse') {
      await cdp.send('Input.synthesizeScrollGesture', {
        x: 180,
        y: Math.round(height * 0.6),
        yDistance: -Math.round(Math.max(-height * 3, Math.min(height * 3, distance))),
        speed: 4000,
        gestureSourceType: 'mouse',
      });
    } else {
      // A finger's swipe (Chromium's synthesized touch scroll does not move a page in headless mode).
      const from = step > 0 ? height * 0.85 : height * 0.15;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y: from }] });
      for (let k = 1; k <= 10; k += 1) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: 300, y: from - (step * k) / 10 }],
        });
        await page.waitForTimeout(16);
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    await page.waitForTimeout(150);
  }
}

/**
 * Taps (touch) or clicks (mouse) at a point of the element, once its box is known.
 * @param {import('playwright-core').Page} page
 * @param {string} expression
 * @param {'touch' | 'mouse'} source
 * @param {number} [fractionX] where across the element (0..1), default its middle
 */
async function tap(page, expression, source, fractionX = 0.5) {
  const box = /** @type {{ x: number, y: number, width: number, height: number } | null} */ (
    await page.evaluate(`(() => {
      const r = (${expression})?.getBoundingClientRect();
      return r ? { x: r.left, y: r.top, width: r.width, height: r.height } : null;
    })()`)
  );
  if (!box) throw new Error(`nothing to tap: ${expression}`);
  const x = box.x + box.width * fractionX;
  const y = box.y + box.height / 2;
  if (source === 'touch') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/**
 * Arms the watch: the tap's time is taken at the next pointerdown, the change's in the first frame `condition` holds.
 * @param {import('playwright-core').Page} page
 * @param {string} condition JavaScript expression
 * @param {string} target the element tapped (to know whether the app had adopted it at the tap)
 */
async function arm(page, condition, target) {
  await page.evaluate(`(() => {
    const p = window.__firstTap;
    p.tap = undefined; p.changedAt = undefined; p.maxScroll = 0; p.fileChosenAt = undefined;
    p.target = ${target};
    p.condition = () => { try { return !!(${condition}); } catch { return false; } };
  })()`);
}

/**
 * Polls `expression` in the page until it is true (Playwright's waitForFunction evaluates its predicate with eval,
 * which the site's Content-Security-Policy refuses).
 * @param {import('playwright-core').Page} page
 * @param {string} expression
 * @param {number} timeout
 */
async function until(page, expression, timeout) {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(`!!(${expression})`))) {
    if (Date.now() > deadline) throw new Error(`not within ${timeout} ms: ${expression}`);
    await page.waitForTimeout(100);
  }
}

/**
 * Waits for the change (or WATCH_MS), then for scroll movement until SCROLL_WATCH_MS after the tap.
 * @param {import('playwright-core').Page} page
 */
async function outcome(page) {
  await until(page, 'window.__firstTap.changedAt !== undefined', WATCH_MS).catch(() => undefined);
  const elapsed = /** @type {number} */ (
    await page.evaluate('performance.now() - (window.__firstTap.tap?.t ?? performance.now())')
  );
  if (elapsed < SCROLL_WATCH_MS) await page.waitForTimeout(SCROLL_WATCH_MS - elapsed);
  return /** @type {{ ms: number | null, scrolled: number, jump: number, hydrated: boolean }} */ (
    await page.evaluate(`(() => {
      const p = window.__firstTap;
      return {
        ms: p.tap && p.changedAt !== undefined ? p.changedAt - p.tap.t : null,
        scrolled: Math.round(p.maxScroll),
        jump: Math.round(p.maxJump),
        hydrated: !!p.tap?.hydrated,
      };
    })()`)
  );
}

/**
 * Waits until React has adopted `target` (the app is loaded and running), for the cases that measure a tap after the
 * app has taken the page over. The landing page, signed out, loads the app only when the visitor asks for something
 * only the app answers (src/main.tsx; a tap on a link, a question or the slider does not), so the visitor asks as a
 * person at a keyboard would: a key (Shift, which types and scrolls nothing) once the page has loaded. A page that
 * loads the app by itself (at idle, or with a session) changes nothing at that key.
 * @param {import('playwright-core').Page} page
 * @param {string} target
 */
async function appLoaded(page, target) {
  await page.keyboard.press('Shift');
  await until(page, `window.__firstTapHydrated(${target})`, 30_000);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

// ---------------------------------------------------------------------------------------------------------------
// The cases

const QUESTION = `window.__firstTapByText('How long does delivery take?')`;
const ANSWER = `window.__firstTapByText('Production and shipping take')`;
const MENU_BUTTON = `document.querySelector('[aria-label="Open menu"]')`;
const MENU_LINK = `window.__firstTapByText('FAQ', document.getElementById('mobile-menu') ?? document.createElement('i'))`;
const SLIDER_INPUT = `document.querySelector('[aria-label="Compare original and AI art"]')`;
const SLIDER = `(${SLIDER_INPUT}?.closest('.MuiSlider-root') ?? ${SLIDER_INPUT})`;
const AFTER_IMAGE = `document.querySelector('img[src*="about-ai-art"]')`;

/**
 * @typedef {{ ms: number | null, scrolled: number, jump?: number, hydrated: boolean, extra?: Record<string, number | string | boolean | null> }} RunResult
 * @typedef {{ id: string, label: string, goal: string, device: 'phone' | 'desktop', signedIn?: boolean, ownScroll?: boolean,
 *   run: (ctx: { page: import('playwright-core').Page, cdp: import('playwright-core').CDPSession, base: string,
 *   source: 'touch' | 'mouse', account: Awaited<ReturnType<typeof devAccount>> }) => Promise<RunResult> }} Case
 */

/** @type {Case[]} */
const CASES = [
  {
    id: 'faq-phone',
    label: 'phone: swipe to the FAQ, tap a question',
    goal: 'answer <= 200 ms, no scroll',
    device: 'phone',
    async run({ page, cdp, base, source }) {
      await page.goto(`${base}/`);
      await scrollTo(page, cdp, QUESTION, source);
      await arm(page, `window.__firstTapSeen(${ANSWER})`, QUESTION);
      await tap(page, QUESTION, source);
      return outcome(page);
    },
  },
  {
    id: 'faq-phone-first',
    label: 'phone: the page opened at the FAQ with no touch before, tap a question (the first touch)',
    goal: 'answer <= 200 ms, no scroll',
    device: 'phone',
    // The case scrolls the page itself: its one-frame jump is that scroll, not the page's.
    ownScroll: true,
    async run({ page, base, source }) {
      await page.goto(`${base}/`);
      await page.evaluate(`window.scrollTo(0, scrollY + (${QUESTION}).getBoundingClientRect().top - 200)`);
      await page.waitForTimeout(300);
      await arm(page, `window.__firstTapSeen(${ANSWER})`, QUESTION);
      await tap(page, QUESTION, source);
      return outcome(page);
    },
  },
  {
    id: 'faq-phone-app',
    label: 'phone: the same once the app has loaded',
    goal: 'answer <= 200 ms, no scroll',
    device: 'phone',
    async run({ page, cdp, base, source }) {
      await page.goto(`${base}/`);
      await appLoaded(page, QUESTION);
      await scrollTo(page, cdp, QUESTION, source);
      await arm(page, `window.__firstTapSeen(${ANSWER})`, QUESTION);
      await tap(page, QUESTION, source);
      return outcome(page);
    },
  },
  {
    id: 'faq-desktop',
    label: 'desktop: wheel to the FAQ, click a question',
    goal: 'answer <= 200 ms, no scroll',
    device: 'desktop',
    async run({ page, cdp, base, source }) {
      await page.goto(`${base}/`);
      await scrollTo(page, cdp, QUESTION, source);
      await arm(page, `window.__firstTapSeen(${ANSWER})`, QUESTION);
      await tap(page, QUESTION, source);
      return outcome(page);
    },
  },
  {
    id: 'empty-desktop',
    label: 'desktop: wheel halfway down, click on empty space (scroll movement only)',
    goal: 'no scroll',
    device: 'desktop',
    async run({ page, cdp, base, source }) {
      await page.goto(`${base}/`);
      await scrollTo(page, cdp, `document.getElementById('about')`, source);
      await arm(page, 'false', 'document.body');
      await page.mouse.click(8, 400);
      const result = await outcome(page);
      return { ...result, ms: null };
    },
  },
  {
    id: 'menu-phone',
    label: 'phone: tap the menu button right after the page loaded',
    goal: 'menu <= 200 ms, no scroll',
    device: 'phone',
    async run({ page, base, source }) {
      await page.goto(`${base}/`);
      await arm(page, `window.__firstTapSeen(${MENU_LINK})`, MENU_BUTTON);
      await tap(page, MENU_BUTTON, source);
      return outcome(page);
    },
  },
  {
    id: 'menu-phone-app',
    label: 'phone: the same once the app has loaded',
    goal: 'menu <= 200 ms',
    device: 'phone',
    async run({ page, base, source }) {
      await page.goto(`${base}/`);
      await appLoaded(page, MENU_BUTTON);
      await page.evaluate('window.scrollTo(0, 0)');
      await arm(page, `window.__firstTapSeen(${MENU_LINK})`, MENU_BUTTON);
      await tap(page, MENU_BUTTON, source);
      return outcome(page);
    },
  },
  {
    id: 'slider-phone',
    label: 'phone: scroll to the before/after slider (touch), tap it at a quarter',
    goal: 'slider moves <= 200 ms, no scroll',
    device: 'phone',
    async run({ page, cdp, base, source }) {
      await page.goto(`${base}/`);
      await scrollTo(page, cdp, SLIDER, source);
      const clip = `getComputedStyle(${AFTER_IMAGE}).clipPath`;
      const initial = /** @type {string} */ (await page.evaluate(clip));
      await arm(page, `${clip} !== ${JSON.stringify(initial)}`, SLIDER);
      await tap(page, SLIDER, source, 0.25);
      return outcome(page);
    },
  },
  {
    id: 'slider-phone-app',
    label: 'phone: the same once the app has loaded',
    goal: 'slider moves <= 200 ms',
    device: 'phone',
    async run({ page, cdp, base, source }) {
      await page.goto(`${base}/`);
      await appLoaded(page, SLIDER);
      await scrollTo(page, cdp, SLIDER, source);
      const clip = `getComputedStyle(${AFTER_IMAGE}).clipPath`;
      const initial = /** @type {string} */ (await page.evaluate(clip));
      await arm(page, `${clip} !== ${JSON.stringify(initial)}`, SLIDER);
      await tap(page, SLIDER, source, 0.25);
      return outcome(page);
    },
  },
  {
    id: 'pricing-desktop',
    label: 'desktop: wheel to the pricing section, no click: prices shown (and in the HTML as sent)',
    goal: 'every price, no interaction',
    device: 'desktop',
    async run({ page, cdp, base, source }) {
      const html = await (await fetch(`${base}/`)).text();
      const pricing = html.slice(html.indexOf('id="pricing"'), html.indexOf('id="about"'));
      const sentPrices = (pricing.match(/\$\d+\.\d\d/g) ?? []).length;
      await page.goto(`${base}/`);
      await scrollTo(page, cdp, `document.getElementById('pricing')`, source);
      await page.waitForTimeout(3000);
      const shown = /** @type {number} */ (
        await page.evaluate(
          `(document.getElementById('pricing')?.innerText.match(/\\$\\d+\\.\\d\\d/g) ?? []).length`,
        )
      );
      return { ms: null, scrolled: 0, hydrated: false, extra: { sentPrices, shownPrices: shown } };
    },
  },
  {
    id: 'auth-phone',
    label: 'phone: /auth, type email and password from the page load on (10 keys/s), tap Log In',
    goal: 'keystrokes <= 100 ms; Log In to /app/create <= 1500 ms',
    device: 'phone',
    async run({ page, base, source, account }) {
      await page.goto(`${base}/auth`);
      const email = `document.querySelector('form[aria-label="Log in"] input[type="email"], form input[type="email"]')`;
      const password = `document.querySelector('form input[type="password"]')`;
      const button = `[...document.querySelectorAll('form button')].find((b) => b.textContent.trim() === 'Log In')`;
      await tap(page, email, source);
      const hydratedAtFirstKey = /** @type {boolean} */ (
        await page.evaluate(`window.__firstTapHydrated(${email})`)
      );
      await page.keyboard.type(account.email, { delay: 100 });
      await tap(page, password, source);
      await page.keyboard.type(account.password, { delay: 100 });
      const keys = account.email.length + account.password.length;
      // Per keystroke: the longest entry of its interaction (keydown, keypress, keyup share one id).
      const durations = /** @type {number[]} */ (
        await page.evaluate(`(() => {
          const byId = new Map();
          for (const e of window.__firstTap.events)
            if (e.interactionId && e.name.startsWith('key'))
              byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
          return [...byId.values()];
        })()`)
      );
      const sorted = [...durations].sort((a, b) => a - b);
      await arm(
        page,
        `location.pathname === '/app/create' && window.__firstTapSeen(document.querySelector('[data-testid="upload-dropzone"]'))`,
        button,
      );
      await tap(page, button, source);
      const login = await outcome(page);
      return {
        ...login,
        extra: {
          keys,
          // Event Timing reports only keystrokes over 16 ms; the others count as fast.
          keysOver100: durations.filter((d) => d > 100).length,
          worstKeyMs: sorted.at(-1) ?? 0,
          hydratedAtFirstKey,
        },
      };
    },
  },
  {
    id: 'upload-phone',
    label: 'phone, signed in: /app/create, tap the upload area right after the page loaded',
    goal: 'file chooser <= 300 ms',
    device: 'phone',
    signedIn: true,
    async run({ page, base, source }) {
      const chooser = page.waitForEvent('filechooser', { timeout: WATCH_MS }).catch(() => undefined);
      await page.goto(`${base}/app/create`);
      const area = `document.querySelector('[data-testid="upload-dropzone"]')`;
      await arm(page, 'window.__firstTap.fileChosenAt !== undefined', area);
      await tap(page, area, source);
      const result = await outcome(page);
      const opened = await chooser;
      // The chooser opens during the file field's click (its default action).
      return { ...result, ms: opened ? result.ms : null };
    },
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Running and reporting

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN);
};

/** @type {Record<string, RunResult[]>} */
const results = {};
// FIRST_TAP_REPORT=<json>: only writes the table of an earlier run's results (FIRST_TAP_OUT), measuring nothing.
const reported = process.env.FIRST_TAP_REPORT
  ? /** @type {{ results: Record<string, RunResult[]>, load: string }} */ (
      JSON.parse(readFileSync(process.env.FIRST_TAP_REPORT, 'utf8'))
    )
  : undefined;
if (reported) Object.assign(results, reported.results);
/** Runs every case (FIRST_TAP_ONLY: some) against a served build, into `results`. */
async function measure() {
  const server = await startServer();
  /** @type {import('playwright-core').Browser | undefined} */
  let browser;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: FLAGS });
    const acct = await devAccount(server.base, 'first-tap');
    for (const c of CASES) {
      if (ONLY && !ONLY.includes(c.id)) continue;
      results[c.id] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext(c.device === 'phone' ? PHONE : DESKTOP);
        try {
          if (c.signedIn) {
            const session = await acct.session();
            await context.addCookies(session.cookies.map((cookie) => ({ ...cookie, url: server.base })));
            await context.addInitScript(
              `if (location.pathname !== '/') { localStorage.setItem('authToken', ${JSON.stringify(session.authToken)}); localStorage.setItem('userId', ${JSON.stringify(session.userId)}); }`,
            );
          }
          await context.addInitScript({ content: PROBE });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', NETWORK);
          const source = c.device === 'phone' ? 'touch' : 'mouse';
          const result = await c.run({ page, cdp, base: server.base, source, account: acct });
          results[c.id]?.push(result);
          if (process.env.FIRST_TAP_DEBUG)
            await page.screenshot({ path: `${process.env.FIRST_TAP_DEBUG}/${c.id}-${run + 1}.png` });
          console.log(c.id, run + 1, JSON.stringify(result));
        } catch (error) {
          console.error(c.id, run + 1, 'failed:', error instanceof Error ? error.message : error);
          results[c.id]?.push({ ms: null, scrolled: NaN, hydrated: false, extra: { failed: true } });
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser?.close();
    server.stop();
  }
}
if (!reported) await measure();

/**
 * One line of the table per case: the median of each figure (a change never seen counts as slowest).
 * @param {RunResult[] | undefined} runs
 * @param {boolean} [ownScroll] the case scrolled the page itself (no jump figure)
 */
function summary(runs, ownScroll = false) {
  if (!runs || runs.length === 0) return 'n/a';
  const seen = runs.filter((r) => r.ms !== null);
  const parts = [];
  if (seen.length > 0 || runs.some((r) => r.extra?.failed)) {
    const ms = median(runs.map((r) => r.ms ?? Infinity));
    parts.push(Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'never seen');
    if (seen.length < runs.length) parts.push(`seen in ${seen.length}/${runs.length}`);
  }
  const scrolled = median(runs.map((r) => r.scrolled));
  if (Number.isFinite(scrolled) && runs[0]?.extra?.sentPrices === undefined)
    parts.push(`scroll moved ${scrolled} px`);
  const jump = median(runs.map((r) => r.jump ?? NaN));
  if (Number.isFinite(jump) && !ownScroll) parts.push(`largest one-frame jump ${jump} px`);
  const extra = runs[0]?.extra;
  if (extra?.sentPrices !== undefined)
    parts.push(
      `${median(runs.map((r) => Number(r.extra?.sentPrices)))} prices in the HTML, ` +
        `${median(runs.map((r) => Number(r.extra?.shownPrices)))} shown after the wheel`,
    );
  if (extra?.keys !== undefined)
    parts.push(
      `keystrokes: worst ${Math.round(median(runs.map((r) => Number(r.extra?.worstKeyMs))))} ms, ` +
        `${median(runs.map((r) => Number(r.extra?.keysOver100)))} of ${extra.keys} over 100 ms`,
    );
  const adopted = runs.filter((r) => r.hydrated).length;
  if (runs[0]?.extra?.sentPrices === undefined)
    parts.push(`app running at the tap ${adopted}/${runs.length}`);
  return parts.join('; ');
}

const load =
  reported?.load ??
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const before = process.env.FIRST_TAP_BEFORE
  ? /** @type {{ results: Record<string, RunResult[]>, load: string, date: string }} */ (
      JSON.parse(readFileSync(process.env.FIRST_TAP_BEFORE, 'utf8'))
    )
  : undefined;
if (process.env.FIRST_TAP_OUT && !reported)
  writeFileSync(
    process.env.FIRST_TAP_OUT,
    `${JSON.stringify({ results, load, date: new Date().toISOString() }, null, 2)}\n`,
  );
const table = [
  `| case | goal | ${before ? 'before | ' : ''}now |`,
  `| ---- | ---- | ${before ? '------ | ' : ''}--- |`,
  ...CASES.filter((c) => results[c.id]).map(
    (c) =>
      `| ${c.label} | ${c.goal} | ${before ? `${summary(before.results[c.id], c.ownScroll)} | ` : ''}${summary(results[c.id], c.ownScroll)} |`,
  ),
];
console.log(table.join('\n'));
if (ONLY) process.exit(0);

const section = [
  '<!-- first-tap:start -->',
  '',
  '## The first tap on the public pages',
  '',
  'Method: `npm run first-tap -w shop-frontend` (scripts/first-tap.mjs): the built shop served by the backend, ' +
    "Debian's Chromium (playwright-core, headless), CPU throttled 4x and a 1.6 Mbps / 150 ms RTT network (CDP), a " +
    `fresh context per run, ${RUNS} runs per case, medians. A phone is 375 px with touch (scrolling by touch swipes), ` +
    'a desktop 1280 px with a mouse (scrolling by wheel). Times run from the tap (its pointerdown event time) to the ' +
    'first animation frame in which the change is on screen: hit-testable where the person looks, so an answer that ' +
    'opens off screen or a drawer still outside the viewport does not count. "Scroll moved" is the largest distance ' +
    'from the position at the tap within 5 s after it; "one-frame jump" the largest scroll change between two ' +
    'animation frames over the whole visit (a swipe or the wheel moves a page by well under 300 px per frame). Keystrokes come from Event Timing (input delay, handlers and ' +
    'the next paint; only entries over 16 ms are reported). "App running at the tap" says in how many runs React had ' +
    `already adopted the tapped element. Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}; load average at the end ${load}` +
    `${before ? ` ("before": ${before.date.slice(0, 10)}, load average ${before.load})` : ''} (shared machine). ` +
    `Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  ...table,
  '',
  '<!-- first-tap:end -->',
].join('\n');
const doc = readFileSync(benchmarks, 'utf8');
const pattern = /<!-- first-tap:start -->[\s\S]*<!-- first-tap:end -->/;
writeFileSync(
  benchmarks,
  pattern.test(doc) ? doc.replace(pattern, () => section) : `${doc.trimEnd()}\n\n${section}\n`,
);
spawnSync('npx', ['prettier', '--write', benchmarks], { stdio: 'inherit' });
