import { describe, expect, it } from 'vitest';
import {
  NAME_CHANGE_MESSAGES,
  nameChangeDecision,
  printFileName,
  providerExternalId,
  providerRevisionOf,
} from './name-change';

const paidAt = new Date('2026-11-27T10:00:00Z');
const order = { invoiceStatus: 'paid', fulfillmentStatus: 'submitted_to_fulfillment', paidAt };
const named = { personalisation: { name: 'Biscuit' } };
const at = (minutes: number) => new Date(paidAt.getTime() + minutes * 60_000);

describe('nameChangeDecision', () => {
  it('allows the change while the paid order waits on hold, until the window ends', () => {
    expect(nameChangeDecision(order, named, at(59), 60)).toEqual({ allowed: true, until: at(60) });
    // Not yet submitted (or parked in error): the submission will draw the new name.
    expect(nameChangeDecision({ ...order, fulfillmentStatus: 'pending' }, named, at(1), 60).allowed).toBe(
      true,
    );
    expect(
      nameChangeDecision({ ...order, invoiceStatus: 'partially_refunded' }, named, at(1), 60).allowed,
    ).toBe(true);
  });

  it('refuses once the hold has ended: the window passed, staff sent it on, or a window of 0', () => {
    expect(nameChangeDecision(order, named, at(60), 60)).toEqual({
      allowed: false,
      reason: 'hold_ended',
      message: NAME_CHANGE_MESSAGES.hold_ended,
    });
    expect(nameChangeDecision({ ...order, productionHoldEndedAt: at(5) }, named, at(6), 60)).toMatchObject({
      allowed: false,
      reason: 'hold_ended',
    });
    expect(nameChangeDecision(order, named, paidAt, 0)).toMatchObject({
      allowed: false,
      reason: 'hold_ended',
    });
  });

  it('refuses once the provider has the print in production or further, even inside the window', () => {
    for (const status of ['in_production', 'shipped', 'delivered']) {
      expect(nameChangeDecision({ ...order, fulfillmentStatus: status }, named, at(1), 60)).toMatchObject({
        allowed: false,
        reason: 'in_production',
        message: 'The name can no longer be changed: this print has gone to production with the name shown.',
      });
    }
  });

  it('refuses an unpaid, cancelled or refunded order', () => {
    expect(
      nameChangeDecision({ ...order, invoiceStatus: 'pending', paidAt: null }, named, at(1), 60),
    ).toMatchObject({
      reason: 'not_paid',
    });
    expect(nameChangeDecision({ ...order, fulfillmentStatus: 'cancelled' }, named, at(1), 60)).toMatchObject({
      reason: 'cancelled',
    });
    expect(nameChangeDecision({ ...order, invoiceStatus: 'refunded' }, named, at(1), 60)).toMatchObject({
      reason: 'cancelled',
    });
  });

  it('refuses a line ordered without a name (adding one would change the price)', () => {
    expect(nameChangeDecision(order, { personalisation: null }, at(1), 60)).toMatchObject({
      allowed: false,
      reason: 'no_name',
    });
  });
});

describe('providerExternalId', () => {
  it('is the order hash first, then suffixed with the replacement number', () => {
    expect(providerExternalId('abc', 0)).toBe('abc');
    expect(providerExternalId('abc', 2)).toBe('abc-r2');
  });
});

describe('printFileName and providerRevisionOf', () => {
  it('names the first print file as before and each replacement after its revision', () => {
    expect(printFileName('abc', 1)).toBe('abc-1.jpg');
    expect(printFileName('abc', 2, 3)).toBe('abc-2-r3.jpg');
    expect(providerRevisionOf({})).toBe(0);
    expect(providerRevisionOf({ providerRevision: 2 })).toBe(2);
    expect(providerRevisionOf({ providerRevision: 'x' })).toBe(0);
  });
});
