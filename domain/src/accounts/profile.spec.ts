import { describe, expect, it } from 'vitest';
import { profileIsEmpty } from './profile';

describe('profileIsEmpty', () => {
  it.each([
    ['no profile at all', null, true],
    ['blank fields', { firstName: ' ', lastName: '', phone: null, shippingInfo: null }, true],
    ['a shipping info without an address', { shippingInfo: { address1: '' } }, true],
    ['a first name', { firstName: 'Ada' }, false],
    ['a phone only', { phone: '+14155550100' }, false],
    ['an address only', { shippingInfo: { address1: '1 Market St' } }, false],
    ['an address as an older JSON string', { shippingInfo: '{"address1":"1 Market St"}' }, false],
    ['an unreadable JSON string', { shippingInfo: '{not json' }, true],
  ])('%s', (_name, profile, empty) => {
    expect(profileIsEmpty(profile)).toBe(empty);
  });
});
