import { describe, expect, it } from 'vitest';
import { addBusinessDays, providerHolidaysAround } from '../delivery/business-days';
import { deliveryEstimate, estimateForProvider } from '../delivery/delivery-estimate';
import { latestArrival, lastOrderDay } from '../delivery/order-by';
import { nameChangeDecision } from '../personalisation/name-change';
import { customerMayCancel } from './after-payment';
import { decideFulfilment, isBeforeProduction, STORED_FULFILMENT_STATUSES } from './order-lifecycle';
import {
  PROOF_BUSINESS_DAYS,
  PROOF_MESSAGES,
  proofAnswerDecision,
  proofFollowUpsDue,
  proofNoteProblem,
  withProofDays,
} from './proof';
import {
  customerStep,
  fulfilmentStatusLabel,
  normalizeFulfilmentStatus,
} from '../fulfilment/fulfilment-status';

const PAID = { proofRequested: true, invoiceStatus: 'paid', fulfillmentStatus: 'awaiting_approval' };

describe('awaiting approval in the fulfilment state machine', () => {
  it('is a stored state of its own, read and labelled as such', () => {
    expect(STORED_FULFILMENT_STATUSES).toContain('awaiting_approval');
    expect(normalizeFulfilmentStatus('awaiting_approval')).toBe('awaiting_approval');
    expect(fulfilmentStatusLabel('awaiting_approval')).toBe('Awaiting Approval');
    expect(customerStep('awaiting_approval')).toBe(0);
  });

  it.each([
    ['pending', 'awaiting_approval', true],
    ['awaiting_approval', 'submitted', true],
    ['awaiting_approval', 'cancelled', true],
    ['awaiting_approval', 'error_submission', true],
    ['awaiting_approval', 'pending', false],
    ['submitted', 'awaiting_approval', false],
    ['in_production', 'awaiting_approval', false],
    ['cancelled', 'awaiting_approval', false],
    ['awaiting_approval', 'awaiting_approval', false],
  ] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(decideFulfilment(from, to).change).toBe(allowed);
  });

  it('is before production', () => {
    expect(isBeforeProduction('awaiting_approval')).toBe(true);
  });
});

describe('the cancel window of a proof order', () => {
  const paidAt = new Date('2026-12-01T10:00:00Z');
  const longAfter = new Date('2026-12-09T10:00:00Z');

  it('is open while the proof awaits approval, however long after payment', () => {
    expect(
      customerMayCancel(
        { invoiceStatus: 'paid', fulfillmentStatus: 'awaiting_approval', paidAt },
        longAfter,
        60,
      ),
    ).toBe(true);
  });

  it('closes as usual once the approved order was submitted', () => {
    expect(
      customerMayCancel({ invoiceStatus: 'paid', fulfillmentStatus: 'submitted', paidAt }, longAfter, 60),
    ).toBe(false);
  });

  it('lets the customer change the name while the proof waits (a new proof follows), not the name option', () => {
    const order = { invoiceStatus: 'paid', fulfillmentStatus: 'awaiting_approval', paidAt };
    expect(nameChangeDecision(order, { personalisation: { name: 'Rex' } }, longAfter, 60)).toEqual({
      allowed: true,
      until: null,
    });
    expect(nameChangeDecision(order, { personalisation: null }, longAfter, 60)).toMatchObject({
      allowed: false,
      reason: 'no_name',
    });
  });
});

describe('answering a proof', () => {
  it('is allowed for a paid proof order whose latest proof is shown', () => {
    expect(proofAnswerDecision(PAID, { status: 'shown' })).toEqual({ allowed: true });
  });

  it.each([
    [{ ...PAID, proofRequested: false }, { status: 'shown' }, 'not_requested'],
    [{ ...PAID, invoiceStatus: 'pending', fulfillmentStatus: 'pending' }, null, 'not_paid'],
    [{ ...PAID, fulfillmentStatus: 'cancelled' }, { status: 'shown' }, 'cancelled'],
    [{ ...PAID, invoiceStatus: 'refunded' }, { status: 'shown' }, 'cancelled'],
    [{ ...PAID }, { status: 'approved' }, 'already_approved'],
    [{ ...PAID, fulfillmentStatus: 'submitted' }, { status: 'approved' }, 'already_approved'],
    [{ ...PAID, fulfillmentStatus: 'pending' }, null, 'not_ready'],
    [{ ...PAID }, { status: 'drawing' }, 'not_ready'],
    [{ ...PAID }, { status: 'change_requested' }, 'change_pending'],
  ] as const)('refuses %j with %j: %s', (order, latest, reason) => {
    expect(proofAnswerDecision(order, latest)).toEqual({
      allowed: false,
      reason,
      message: PROOF_MESSAGES[reason],
    });
  });

  it('asks for a note of 3 to 1000 characters', () => {
    expect(proofNoteProblem(undefined)).toBe('note_missing');
    expect(proofNoteProblem('  ok ')).toBe('note_missing');
    expect(proofNoteProblem('Make the name bigger')).toBeNull();
    expect(proofNoteProblem('x'.repeat(1000))).toBeNull();
    expect(proofNoteProblem('x'.repeat(1001))).toBe('note_too_long');
  });
});

describe('following up an unanswered proof (never approved for the customer)', () => {
  const shownAt = '2026-12-01T10:00:00Z';
  const at = (hours: number) => new Date(Date.parse(shownAt) + hours * 3_600_000);
  const proof = { status: 'shown' as const, shownAt, remindedAt: null, staffAlertedAt: null };

  it('reminds the customer after 2 days and tells staff after 7', () => {
    expect(proofFollowUpsDue(proof, at(47))).toEqual({ remind: false, alertStaff: false });
    expect(proofFollowUpsDue(proof, at(48))).toEqual({ remind: true, alertStaff: false });
    expect(proofFollowUpsDue(proof, at(7 * 24))).toEqual({ remind: true, alertStaff: true });
  });

  it('does each once, and nothing for an answered proof', () => {
    expect(proofFollowUpsDue({ ...proof, remindedAt: at(48) }, at(60))).toEqual({
      remind: false,
      alertStaff: false,
    });
    expect(proofFollowUpsDue({ ...proof, remindedAt: at(48), staffAlertedAt: at(170) }, at(200))).toEqual({
      remind: false,
      alertStaff: false,
    });
    expect(proofFollowUpsDue({ ...proof, status: 'approved' }, at(200))).toEqual({
      remind: false,
      alertStaff: false,
    });
  });
});

describe('the delivery estimate of a proof order', () => {
  it('adds the proof days to every range, the combined one included', () => {
    expect(PROOF_BUSINESS_DAYS).toBe(2);
    const args = { items: [{ printType: 'canvas' }, { printType: 'poster' }], countryCode: 'US' };
    const without = deliveryEstimate(args);
    const withProof = deliveryEstimate({ ...args, proof: true });
    expect(withProof.combined.min).toBe(without.combined.min + 2);
    expect(withProof.combined.max).toBe(without.combined.max + 2);
    expect(withProof.combined.range).toBe(
      `${without.combined.min + 2}-${without.combined.max + 2} business days`,
    );
    expect(withProof.estimates.map((e) => e.max)).toEqual(without.estimates.map((e) => e.max + 2));
  });

  it('moves the latest arrival two business days later and the order-by date two business days earlier', () => {
    const holidays = providerHolidaysAround(2026);
    const range = estimateForProvider(105, 'US');
    const plain = latestArrival('2026-12-03', range, 60, holidays);
    const proofed = latestArrival('2026-12-03', withProofDays(range, true), 60, holidays);
    expect(proofed).toBe(addBusinessDays(plain, 2, holidays));
    // Thursday Dec 3 2026 + 10 business days from Friday = Dec 18; the proof's 2 more land on Tuesday Dec 22.
    expect(plain).toBe('2026-12-18');
    expect(proofed).toBe('2026-12-22');
    expect(lastOrderDay('2026-12-22', withProofDays(range, true), 60, holidays)).toBe('2026-12-05');
    expect(lastOrderDay('2026-12-22', range, 60, holidays)).toBe('2026-12-07');
  });

  it('leaves an order without a proof as it was', () => {
    const range = { min: 4, max: 10 };
    expect(withProofDays(range, false)).toBe(range);
  });
});
