import { describe, expect, it } from 'vitest';
import {
  CLAIM_QUEUE_STATES,
  CLAIM_QUEUES,
  CLAIM_SETTLED_MESSAGES,
  CLAIM_STATES,
  claimWindow,
  decideClaim,
  type EarlierClaim,
  isOpenClaim,
  latestDeliveryEstimate,
  repeatClaimDecision,
  reprintExternalId,
} from './claims';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('decideClaim', () => {
  it('walks a report through asking, answering and approval', () => {
    expect(decideClaim('received', 'ask')).toEqual({
      ok: true,
      from: 'received',
      to: 'waiting_for_customer',
    });
    expect(decideClaim('waiting_for_customer', 'reply')).toMatchObject({ ok: true, to: 'received' });
    expect(decideClaim('received', 'approve_reprint')).toMatchObject({ ok: true, to: 'approved_reprint' });
    expect(decideClaim('waiting_for_customer', 'approve_refund')).toMatchObject({
      ok: true,
      to: 'approved_refund',
    });
    expect(decideClaim('received', 'decline')).toMatchObject({ ok: true, to: 'declined' });
    expect(decideClaim('approved_refund', 'resolve')).toMatchObject({ ok: true, to: 'resolved' });
  });

  it('refuses with a reason: a reply nobody asked for, a second decision, anything on a closed report', () => {
    expect(decideClaim('received', 'reply')).toEqual({
      ok: false,
      from: 'received',
      reason: 'This report is not waiting for your answer.',
    });
    expect(decideClaim('approved_reprint', 'approve_refund')).toMatchObject({
      ok: false,
      reason: 'Only an open report can be approved.',
    });
    expect(decideClaim('declined', 'approve_reprint')).toMatchObject({
      ok: false,
      reason: 'This report is declined and closed.',
    });
    expect(decideClaim('resolved', 'ask')).toMatchObject({ ok: false });
  });

  it('holds its lines only while open', () => {
    expect(isOpenClaim('received')).toBe(true);
    expect(isOpenClaim('waiting_for_customer')).toBe(true);
    expect(isOpenClaim('approved_reprint')).toBe(false);
    expect(isOpenClaim('declined')).toBe(false);
  });
});

describe('claimWindow', () => {
  it('is open for 30 days after delivery, then closed with the date in words', () => {
    const deliveredAt = day('2026-03-01');
    expect(claimWindow({ deliveredAt, latestEstimate: null }, day('2026-03-31'))).toEqual({
      open: true,
      closesAt: day('2026-03-31'),
    });
    const late = claimWindow({ deliveredAt, latestEstimate: null }, day('2026-04-01'));
    expect(late.open).toBe(false);
    expect(late.reason).toBe(
      'Problems can be reported within 30 days of delivery; this window closed on 2026-03-31.',
    );
  });

  it('opens for an undelivered order once past its latest estimate, for 30 days after it', () => {
    const latestEstimate = day('2026-03-10');
    const before = claimWindow({ deliveredAt: null, latestEstimate }, day('2026-03-09'));
    expect(before.open).toBe(false);
    expect(before.reason).toMatch(/past its latest delivery estimate/);
    expect(claimWindow({ deliveredAt: null, latestEstimate }, day('2026-03-11'))).toEqual({
      open: true,
      closesAt: day('2026-04-09'),
    });
    expect(claimWindow({ deliveredAt: null, latestEstimate }, day('2026-04-10')).open).toBe(false);
  });

  it('prefers the delivery date over the estimate, and is closed with neither', () => {
    const w = claimWindow(
      { deliveredAt: day('2026-05-01'), latestEstimate: day('2026-03-01') },
      day('2026-05-20'),
    );
    expect(w).toEqual({ open: true, closesAt: day('2026-05-31') });
    expect(claimWindow({ deliveredAt: null, latestEstimate: null }, day('2026-05-20')).open).toBe(false);
  });
});

describe('latestDeliveryEstimate and reprintExternalId', () => {
  it('counts business days only', () => {
    // Friday + 1 business day = Monday.
    expect(latestDeliveryEstimate(day('2026-03-06'), 1)).toEqual(day('2026-03-09'));
    expect(latestDeliveryEstimate(day('2026-03-02'), 10)).toEqual(day('2026-03-16'));
  });

  it('derives the reprint id from the order hash and the claim id, the same every time', () => {
    const id = reprintExternalId('abc123', '0f8e2d4c-1111-2222-3333-444455556666');
    expect(id).toBe('abc123-reprint-0f8e2d4c1111');
    expect(reprintExternalId('abc123', '0f8e2d4c-1111-2222-3333-444455556666')).toBe(id);
  });
});

describe('repeatClaimDecision', () => {
  const order = { totalAmount: 10_000, refundedAmount: 0 };
  const earlier = (patch: Partial<EarlierClaim> = {}): EarlierClaim => ({
    refundCents: 0,
    linesCents: 4_000,
    reprinted: false,
    ...patch,
  });
  it('allows a first report, unflagged, and one after a report that gave nothing back', () => {
    expect(repeatClaimDecision(order, [])).toEqual({ allowed: true, flagged: false });
    expect(repeatClaimDecision(order, [earlier()])).toEqual({ allowed: true, flagged: false });
  });
  it('refuses the lines of a declined report: the decision stands, a disagreement goes to support', () => {
    expect(repeatClaimDecision(order, [earlier({ declined: true })])).toEqual({
      allowed: false,
      reason: CLAIM_SETTLED_MESSAGES.lineDeclined,
    });
    expect(
      repeatClaimDecision(order, [earlier({ reprinted: true }), earlier({ declined: true })]),
    ).toMatchObject({
      allowed: false,
    });
  });
  it('allows a report after a reprint or a partial refund, flagged for staff', () => {
    expect(repeatClaimDecision(order, [earlier({ reprinted: true })])).toEqual({
      allowed: true,
      flagged: true,
    });
    expect(repeatClaimDecision(order, [earlier({ refundCents: 1_000 })])).toEqual({
      allowed: true,
      flagged: true,
    });
  });
  it('refuses a line refunded in full, and an order refunded in full', () => {
    expect(repeatClaimDecision(order, [earlier({ refundCents: 4_000 })])).toEqual({
      allowed: false,
      reason: CLAIM_SETTLED_MESSAGES.lineRefunded,
    });
    expect(repeatClaimDecision({ totalAmount: 10_000, refundedAmount: 10_000 }, [])).toEqual({
      allowed: false,
      reason: CLAIM_SETTLED_MESSAGES.orderRefunded,
    });
  });
});

describe('CLAIM_QUEUE_STATES', () => {
  it('puts every state in exactly one queue; an approved refund (made when approved) with the resolved ones', () => {
    const queued = CLAIM_QUEUES.flatMap((queue) => CLAIM_QUEUE_STATES[queue]);
    expect([...queued].sort()).toEqual([...CLAIM_STATES].sort());
    expect(CLAIM_QUEUE_STATES.resolved).toContain('approved_refund');
    expect(CLAIM_QUEUE_STATES.approved).toEqual(['approved_reprint']);
  });
});
