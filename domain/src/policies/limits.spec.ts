import { describe, expect, it } from 'vitest';
import { LIMITS } from '../validation/rules';
import {
  generationAllowed,
  generationRetryAfterMs,
  isAdministrator,
  recentGenerations,
  revisionAllowed,
  sessionExpired,
  shortOrderHash,
  uploadSizeAllowed,
} from './limits';

const NOW = 1_000_000_000;
const MIN = 60_000;

describe('generation limit: 5 per 5 minutes', () => {
  it.each([
    [[], true],
    [[NOW - 1, NOW - 2, NOW - 3, NOW - 4], true],
    [[NOW - 1, NOW - 2, NOW - 3, NOW - 4, NOW - 5], false],
    [[NOW - 5 * MIN, NOW - 1, NOW - 2, NOW - 3, NOW - 4], true],
    [[NOW - 5 * MIN + 1, NOW - 1, NOW - 2, NOW - 3, NOW - 4], false],
    [[NOW + 10, NOW + 20, NOW - 1, NOW - 2, NOW - 3], true],
  ])('timestamps %j -> allowed %s', (timestamps, allowed) => {
    expect(generationAllowed(timestamps, NOW)).toBe(allowed);
  });

  it('counts only the window', () => {
    expect(recentGenerations([NOW - 10 * MIN, NOW - MIN, NOW], NOW)).toBe(2);
  });

  it('retry-after is the time until the oldest counted generation leaves the window', () => {
    const ts = [NOW - 4 * MIN, NOW - 3 * MIN, NOW - 2 * MIN, NOW - MIN, NOW];
    expect(generationRetryAfterMs(ts, NOW)).toBe(MIN);
    expect(generationRetryAfterMs([NOW], NOW)).toBe(0);
  });
});

describe('other policies', () => {
  it.each([
    [0, true],
    [1, false],
    [2, false],
  ])('revisionAllowed(%i) = %s', (count, allowed) => {
    expect(revisionAllowed(count)).toBe(allowed);
  });

  it.each([
    [NOW - LIMITS.sessionLifetimeMs + 1, false],
    [NOW - LIMITS.sessionLifetimeMs, true],
    [NOW - 25 * 60 * MIN, true],
  ])('sessionExpired(created %i) = %s', (created, expired) => {
    expect(sessionExpired(created, NOW)).toBe(expired);
  });

  it.each([
    [10 * 1024 * 1024, true],
    [10 * 1024 * 1024 + 1, false],
    [1, true],
    [0, false],
  ])('uploadSizeAllowed(%i) = %s', (bytes, allowed) => {
    expect(uploadSizeAllowed(bytes)).toBe(allowed);
  });

  it.each([
    [{ isAdmin: true, email: 'x@y.z' }, [], true],
    [{ isAdmin: false, email: 'Boss@Shop.com' }, ['boss@shop.com'], true],
    [{ isAdmin: false, email: 'other@shop.com' }, ['boss@shop.com'], false],
    [{ isAdmin: null, email: null }, ['boss@shop.com'], false],
    [{ email: '' }, [''], false],
  ])('isAdministrator(%j, %j) = %s', (user, emails, expected) => {
    expect(isAdministrator(user, emails)).toBe(expected);
  });

  it('shortOrderHash keeps the last 8 characters', () => {
    expect(shortOrderHash('abcdef0123456789')).toBe('23456789');
    expect(shortOrderHash('abc')).toBe('abc');
  });

  it('limits match the specs', () => {
    expect(LIMITS).toMatchObject({
      name: 40,
      phone: 15,
      phoneMinDigits: 7,
      address: 100,
      city: 50,
      zipMin: 3,
      zipMax: 10,
      loginPasswordMin: 6,
      resetPasswordMin: 8,
      resetPasswordMax: 100,
      uploadMaxBytes: 10485760,
      generationsPerWindow: 5,
      generationWindowMs: 300000,
      revisionsPerSession: 1,
      sessionLifetimeMs: 86400000,
    });
  });
});
