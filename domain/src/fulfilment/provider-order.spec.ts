import { describe, expect, it } from 'vitest';
import { reprintMilestones } from './provider-order';

describe('reprintMilestones', () => {
  it('tells of the first parcel once, whichever shipping state comes first', () => {
    expect(reprintMilestones('in_production', 'partially_shipped')).toEqual(['shipped']);
    expect(reprintMilestones('submitted', 'shipped')).toEqual(['shipped']);
    expect(reprintMilestones('partially_shipped', 'shipped')).toEqual([]);
  });

  it('tells of the arrival, and of the parcel too when both were missed', () => {
    expect(reprintMilestones('shipped', 'delivered')).toEqual(['delivered']);
    expect(reprintMilestones('in_production', 'delivered')).toEqual(['shipped', 'delivered']);
  });

  it('says nothing before shipping or for a cancellation', () => {
    expect(reprintMilestones('pending', 'submitted')).toEqual([]);
    expect(reprintMilestones('submitted', 'in_production')).toEqual([]);
    expect(reprintMilestones('submitted', 'cancelled')).toEqual([]);
  });
});
