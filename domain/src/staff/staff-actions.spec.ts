import { describe, expect, it } from 'vitest';
import { describeStaffActionDetail, staffActionLabel } from './staff-actions';

describe('staffActionLabel', () => {
  it('names a known action in words', () => {
    expect(staffActionLabel('orders.add_note')).toBe('Added a note');
    expect(staffActionLabel('claims.approve_reprint')).toBe('Approved a reprint');
  });

  it('names the actions of customers, the shop and the payment provider in the trail too', () => {
    expect(staffActionLabel('orders.proof_approved')).toBe('Customer approved the proof');
    expect(staffActionLabel('payments.dispute_opened')).toBe('Payment disputed');
    expect(staffActionLabel('privacy.deletion.completed')).toBe('Account deleted');
    expect(staffActionLabel('gift_card.disable')).toBe('Disabled a gift card');
    expect(staffActionLabel('reviews.hide')).toBe('Hid a review');
  });

  it('turns an action without a label into its key in words', () => {
    expect(staffActionLabel('discounts.create_code')).toBe('Discounts: create code');
    expect(staffActionLabel('maintenance')).toBe('Maintenance');
  });
});

describe('describeStaffActionDetail', () => {
  it('writes each key with its value, nested values joined', () => {
    expect(describeStaffActionDetail({ kind: 'shipped' })).toBe('kind: shipped');
    expect(describeStaffActionDetail({ amount: 12.5, reason: 'Scratched frame' })).toBe(
      'amount: 12.5 · reason: Scratched frame',
    );
    expect(describeStaffActionDetail({ to: { city: 'Leeds', country: 'GB', line2: '' } })).toBe(
      'to: Leeds, GB',
    );
  });

  it('leaves out empty values and quiet keys, and says nothing when nothing is left', () => {
    expect(describeStaffActionDetail({ length: 42 })).toBeNull();
    expect(describeStaffActionDetail({})).toBeNull();
    expect(describeStaffActionDetail(null)).toBeNull();
    expect(describeStaffActionDetail({ reason: undefined, ids: ['a', 'b'] })).toBe('ids: a, b');
  });
});
