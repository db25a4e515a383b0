import { describe, expect, it } from 'vitest';
import { formatDeadline, isTimeZone, PRINTING_START_TEXT } from './printing-start';

describe('printing start: the same words on the page and in the email', () => {
  it('knows IANA time zones and refuses anything else', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('writes the time, the zone and the day in the given zone', () => {
    const at = '2026-12-02T22:24:00.000Z';
    expect(PRINTING_START_TEXT.startsAt(formatDeadline(at, 'America/New_York'))).toBe(
      'We start printing at 5:24 PM EST on Dec 2; you can cancel until then.',
    );
    expect(formatDeadline(at, 'UTC')).toBe('10:24 PM UTC on Dec 2');
    expect(formatDeadline('nope', 'UTC')).toBe('-');
  });
});
