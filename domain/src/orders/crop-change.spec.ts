import { describe, expect, it } from 'vitest';
import { CROP_CHANGE_MESSAGES, cropChangeDecision } from './crop-change';

const WAITING = { proofRequested: true, invoiceStatus: 'paid', fulfillmentStatus: 'awaiting_approval' };
const SHOWN = { status: 'shown' as const };

describe('cropChangeDecision', () => {
  it('allows a new crop while the shown proof waits for its answer', () => {
    expect(cropChangeDecision(WAITING, SHOWN)).toEqual({ allowed: true });
    expect(cropChangeDecision({ ...WAITING, invoiceStatus: 'partially_refunded' }, SHOWN).allowed).toBe(true);
  });

  it('refuses once the proof is approved, even before the order is submitted', () => {
    expect(cropChangeDecision(WAITING, { status: 'approved' })).toEqual({
      allowed: false,
      reason: 'already_approved',
      message: CROP_CHANGE_MESSAGES.already_approved,
    });
    expect(cropChangeDecision({ ...WAITING, fulfillmentStatus: 'submitted' }, SHOWN)).toMatchObject({
      reason: 'already_approved',
    });
    expect(cropChangeDecision({ ...WAITING, fulfillmentStatus: 'in_production' }, null)).toMatchObject({
      reason: 'not_ready',
    });
  });

  it('refuses while a proof is drawn or after a note asked for a change', () => {
    expect(cropChangeDecision(WAITING, { status: 'drawing' })).toMatchObject({ reason: 'not_ready' });
    expect(cropChangeDecision(WAITING, null)).toMatchObject({ reason: 'not_ready' });
    expect(cropChangeDecision(WAITING, { status: 'superseded' })).toMatchObject({ reason: 'not_ready' });
    expect(cropChangeDecision(WAITING, { status: 'change_requested' })).toEqual({
      allowed: false,
      reason: 'change_pending',
      message: CROP_CHANGE_MESSAGES.change_pending,
    });
  });

  it('refuses an order without a proof, unpaid, cancelled or refunded', () => {
    expect(cropChangeDecision({ ...WAITING, proofRequested: false }, SHOWN)).toMatchObject({
      reason: 'not_requested',
    });
    expect(cropChangeDecision({ ...WAITING, invoiceStatus: 'pending' }, SHOWN)).toMatchObject({
      reason: 'not_paid',
    });
    expect(cropChangeDecision({ ...WAITING, fulfillmentStatus: 'cancelled' }, SHOWN)).toMatchObject({
      reason: 'cancelled',
    });
    expect(cropChangeDecision({ ...WAITING, invoiceStatus: 'refunded' }, SHOWN)).toMatchObject({
      reason: 'cancelled',
    });
  });
});
