/**
 * Business policies as pure functions of data and time (product.md P3, P2.4, P11). Time is always passed in (from the Clock
 * port) so the rules are deterministic in tests.
 */
import { LIMITS } from '../validation/rules';

/**
 * True when one more generation is allowed: fewer than 5 generations in the last 5 minutes (sliding window,
 * product.md P9, P11). Timestamps older than the window or in the future are ignored.
 */
export function generationAllowed(timestampsMs: readonly number[], nowMs: number): boolean {
  return recentGenerations(timestampsMs, nowMs) < LIMITS.generationsPerWindow;
}

/** Number of generations counted against the window ending at nowMs. */
export function recentGenerations(timestampsMs: readonly number[], nowMs: number): number {
  const from = nowMs - LIMITS.generationWindowMs;
  return timestampsMs.filter((t) => t > from && t <= nowMs).length;
}

/**
 * Milliseconds until the next generation is allowed (0 when allowed now), for a Retry-After header.
 */
export function generationRetryAfterMs(timestampsMs: readonly number[], nowMs: number): number {
  if (generationAllowed(timestampsMs, nowMs)) return 0;
  const from = nowMs - LIMITS.generationWindowMs;
  const inWindow = timestampsMs.filter((t) => t > from && t <= nowMs).sort((a, b) => a - b);
  // The oldest generations must leave the window until only (limit - 1) remain.
  const release = inWindow[inWindow.length - LIMITS.generationsPerWindow] ?? nowMs;
  return Math.max(0, release + LIMITS.generationWindowMs - nowMs);
}

/** One revision per session: allowed only while revisionCount is below 1 (product.md P3). */
export function revisionAllowed(revisionCount: number): boolean {
  return revisionCount < LIMITS.revisionsPerSession;
}

/** True when a stored session created at createdAtMs has passed its 24-hour lifetime. */
export function sessionExpired(createdAtMs: number, nowMs: number): boolean {
  return nowMs - createdAtMs >= LIMITS.sessionLifetimeMs;
}

/** True when an upload of this many bytes is within the 10MB limit. */
export function uploadSizeAllowed(bytes: number): boolean {
  return bytes > 0 && bytes <= LIMITS.uploadMaxBytes;
}

/**
 * Administrator rule (product.md P2.4): isAdmin true, or the email equals one of the configured administrator addresses,
 * compared case-insensitively. The address itself is configuration, not domain data.
 */
export function isAdministrator(
  user: { isAdmin?: boolean | null; email?: string | null },
  adminEmails: readonly string[] = [],
): boolean {
  if (user.isAdmin === true) return true;
  const email = (user.email ?? '').trim().toLowerCase();
  return email !== '' && adminEmails.some((a) => a.trim().toLowerCase() === email);
}

/** Last 8 characters of an order hash, as orders are shown ('#' is added by the UI). */
export function shortOrderHash(orderHash: string): string {
  return orderHash.slice(-LIMITS.orderHashDisplayChars);
}

/**
 * Gift card amounts (cents): the choices the shop offers, and the range of a custom amount. $10 is the smallest
 * order worth paying a card fee for; $500 keeps a stolen card's damage bounded and stays under the amounts that make
 * a prepaid product a "prepaid access" device under US rules (FinCEN's $2,000 a day per person).
 */
export const GIFT_CARD_LIMITS = {
  presetCents: [2500, 5000, 7500, 10000, 15000],
  minCents: 1000,
  maxCents: 50000,
} as const;
