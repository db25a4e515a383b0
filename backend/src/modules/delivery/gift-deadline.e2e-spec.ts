import {
  addDays,
  CLOCK,
  CLOCK_CONTROL,
  daysBetween,
  estimateForProvider,
  GIFT_DEADLINE_PLACEHOLDER,
  isoDateOf,
  latestArrival,
  PRERENDERED_QUERIES_ID,
  providerForType,
  providerHolidaysAround,
  type Clock,
  type ClockControl,
} from '@petart/domain';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import type { GiftDeadlineResultDto } from './gift-deadline.dto';

/** A prerendered landing page as the shop's build writes it: the placeholder in the text and in the JSON block. */
function builtShop(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petart-live-landing-'));
  const queries = JSON.stringify({
    catalogue: { printTypes: [] },
    giftDeadline: { today: '', deadline: { kind: 'open', sentence: GIFT_DEADLINE_PLACEHOLDER } },
  });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.writeFileSync(
    path.join(dir, 'prerendered/index.html'),
    `<!doctype html><title>Shop</title><div id="root" data-prerendered><p>${GIFT_DEADLINE_PLACEHOLDER}</p></div>` +
      `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${queries}</script>`,
  );
  fs.writeFileSync(
    path.join(dir, 'prerendered/pages.json'),
    JSON.stringify({ '/': { file: 'index.html', dependsOn: [] } }),
  );
  return dir;
}

/**
 * The order-by date of the next gift holiday, on the shop's clock: the answer is checked against the promise it makes
 * (a poster ordered on the date arrives by the day before the holiday; one ordered a day later might not), whatever
 * day the suite runs on, and moving the clock past the date changes the answer.
 */
describe('gift deadlines', () => {
  const dist = builtShop();
  let t: TestApp;
  const today = () => isoDateOf(t.app.get<Clock>(CLOCK).now());
  const ask = async (query = ''): Promise<GiftDeadlineResultDto> => {
    const res = await t.request.get(`/api/delivery/gift-deadline${query}`);
    expect(res.status).toBe(200);
    return res.body as GiftDeadlineResultDto;
  };

  beforeAll(async () => {
    t = await createTestApp({ GIFT_HOLIDAYS: 'christmas', CANCEL_WINDOW_MINUTES: '60', SHOP_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers every visitor, signed in or not, with the last day a US poster arrives before Christmas', async () => {
    const answer = await ask('?country=US&printTypes=poster');
    expect(answer.today).toBe(today());
    const deadline = answer.deadline!;
    expect(deadline.holiday).toMatchObject({ id: 'christmas', name: 'Christmas' });
    expect(deadline.holiday.deliverBy).toBe(addDays(deadline.holiday.date, -1));
    if (deadline.kind === 'open') {
      const method = deadline.method as 'standard' | 'express';
      const poster = estimateForProvider(providerForType('poster'), 'US', undefined, method);
      const holidays = providerHolidaysAround(Number(deadline.orderBy!.slice(0, 4)));
      expect(
        daysBetween(latestArrival(deadline.orderBy!, poster, 60, holidays), deadline.holiday.deliverBy),
      ).toBeGreaterThanOrEqual(0);
      expect(
        daysBetween(
          latestArrival(addDays(deadline.orderBy!, 1), poster, 60, holidays),
          deadline.holiday.deliverBy,
        ),
      ).toBeLessThan(0);
      expect(deadline.sentence).toMatch(
        method === 'standard'
          ? /^Order by [A-Z][a-z]{2} \d{1,2} for Christmas delivery in the US$/
          : /^Order by [A-Z][a-z]{2} \d{1,2} with Express shipping for Christmas delivery in the US$/,
      );
    } else {
      expect(deadline.sentence).toBe(
        'Too late for Christmas delivery in the US, but a gift card arrives by email in minutes',
      );
    }
  });

  it('lets the slowest print decide and names the destination', async () => {
    const canvas = (await ask('?country=US&printTypes=canvas')).deadline!;
    const both = (await ask('?country=US&printTypes=canvas,poster')).deadline!;
    const poster = (await ask('?country=US&printTypes=poster')).deadline!;
    if (canvas.kind === 'open' && poster.kind === 'open') {
      expect(daysBetween(poster.orderBy!, canvas.orderBy!)).toBeGreaterThan(0); // canvas: 10 business days, posters 13
      expect(both.orderBy).toBe(poster.orderBy);
    }
    expect((await ask('?country=ca&printTypes=canvas')).deadline!.sentence).toMatch(/ in Canada$/);
    expect((await ask()).deadline!.sentence).toMatch(/ in the US$/);
  });

  it.each([
    ['?country=USA', 'country must be a two-letter country code'],
    ['?printTypes=poster,mug', 'printTypes must be among poster, canvas, framed'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await t.request.get(`/api/delivery/gift-deadline${query}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('sends the landing page with the day’s sentence in its HTML and the same answer in its JSON block', async () => {
    const res = await t.request.get('/').set('accept-encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const expected = await ask();
    expect(res.text).not.toContain(GIFT_DEADLINE_PLACEHOLDER);
    expect(res.text).toContain(`<p>${expected.deadline!.sentence.replace(/'/g, '&#x27;')}</p>`);
    const json = new RegExp(`id="${PRERENDERED_QUERIES_ID}">(.*?)</script>`).exec(res.text)![1]!;
    // The block also carries the approved reviews the page shows (other suites on this database may have some).
    const block = JSON.parse(json) as { reviews?: { count: unknown; reviews: unknown } };
    expect(block).toEqual({ catalogue: { printTypes: [] }, giftDeadline: expected, reviews: block.reviews });
    expect(typeof block.reviews?.count).toBe('number');
    expect(Array.isArray(block.reviews?.reviews)).toBe(true);
  });

  it('changes its answer, on the page too, once the clock passes the date', async () => {
    const before = (await ask('?printTypes=poster')).deadline!;
    const passedDay = before.kind === 'open' ? addDays(before.orderBy!, 1) : addDays(before.holiday.date, 0);
    // To noon (UTC) of that day, whatever time of day the suite runs: the shop's day is the UTC date.
    const ms = Date.parse(`${passedDay}T12:00:00Z`) - t.app.get<Clock>(CLOCK).now().getTime();
    t.app.get<ClockControl>(CLOCK_CONTROL).advance(ms);
    const after = await ask('?printTypes=poster');
    expect(after.today).toBe(passedDay);
    if (before.kind === 'open' && before.method === 'standard') {
      // Past the standard date: express still makes it (a later date, said with the method), or nothing does.
      const later = after.deadline!;
      expect(later.holiday).toEqual(before.holiday);
      if (later.kind === 'open') {
        expect(later.method).toBe('express');
        expect(daysBetween(before.orderBy!, later.orderBy!)).toBeGreaterThan(0);
        expect(later.sentence).toContain(' with Express shipping for Christmas');
      } else expect(later.kind).toBe('passed');
    } else {
      expect(after.deadline).toMatchObject(
        before.kind === 'open'
          ? { kind: 'passed', holiday: before.holiday }
          : {
              kind: 'open',
              holiday: { id: 'christmas', date: `${Number(before.holiday.date.slice(0, 4)) + 1}-12-25` },
            },
      );
    }
    const page = await t.request.get('/').set('accept-encoding', 'identity');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.text).toContain(`<p>${(await ask()).deadline!.sentence}</p>`);
  });
});
