import { describe, expect, it } from 'vitest';
import {
  addressCountryCode,
  isValidPostalCode,
  normalizeAddress,
  validateAddress,
  type AddressInput,
} from './address';

const x = (n: number) => 'x'.repeat(n);

describe('normalizeAddress', () => {
  it('trims every field, fills missing lines with empty text and takes the ISO code of the country', () => {
    expect(
      normalizeAddress({
        address1: ' 1 Main St ',
        city: ' Austin',
        region: 'TX ',
        zip: ' 78701 ',
        country: ' us ',
      }),
    ).toEqual({
      address1: '1 Main St',
      address2: '',
      city: 'Austin',
      region: 'TX',
      zip: '78701',
      country: 'US',
    });
  });

  it('prefers countryCode over country (a form may send the name next to its code)', () => {
    expect(normalizeAddress({ country: 'United States', countryCode: 'us' }).country).toBe('US');
    expect(addressCountryCode({ country: 'CA', countryCode: '  ' })).toBe('CA');
    expect(addressCountryCode({ country: null })).toBe('');
  });
});

describe('validateAddress', () => {
  const ok: AddressInput = {
    address1: '1 Main St',
    city: 'Austin',
    region: 'TX',
    zip: '78701',
    country: 'US',
  };

  it.each([
    [{}, {}],
    [{ address1: ' ' }, { address1: 'Address is required' }],
    [{ address1: x(101) }, { address1: 'Address must be 100 characters or less' }],
    [{ address2: x(101) }, { address2: 'Address line 2 must be 100 characters or less' }],
    [{ city: '' }, { city: 'City is required' }],
    [{ city: x(51) }, { city: 'City must be 50 characters or less' }],
    [{ zip: '' }, { zip: 'ZIP code is required' }],
    [{ zip: '12' }, { zip: 'ZIP code is too short' }],
    [{ zip: '1'.repeat(11) }, { zip: 'ZIP code is too long' }],
    [{ zip: 'M5V 2T6' }, { zip: 'Please enter a valid ZIP code' }],
    [{ country: 'XX', zip: '12345' }, { country: 'Country is required' }],
    [
      { country: 'CA', zip: 'M5V 2T6', region: '' },
      { region: 'State/Province/Region is required for this country' },
    ],
    [{ country: 'FR', zip: '75001', region: '' }, {}],
  ])('where an order ships: %j', (patch, errors) => {
    expect(validateAddress({ ...ok, ...patch }, 'shipping')).toEqual(errors);
  });

  it.each([
    [{}, {}],
    [{ address1: '' }, { address1: 'Street address is required' }],
    [{ zip: '12' }, { zip: 'Postal code is too short' }],
    [{ zip: '\t=1+1' }, { zip: 'Please enter a valid postal code' }],
    [{ country: '', countryCode: '' }, { country: 'Country is required' }],
    // Settings take any country text and require a region only for the US.
    [{ country: 'United States', countryCode: 'US', region: '' }, { region: 'State/Province is required' }],
    [{ country: 'CA', zip: 'M5V 2T6', region: '' }, {}],
  ])('the saved shipping info: %j', (patch, errors) => {
    expect(validateAddress({ ...ok, ...patch }, 'settings')).toEqual(errors);
  });

  it.each([
    [{}, {}],
    // A quote needs no street or city, and checks the postal code by length only.
    [{ address1: '', city: '' }, {}],
    [{ zip: 'M5V 2T6' }, {}],
    [{ zip: '12' }, { zip: 'ZIP code is too short' }],
    [{ city: x(51) }, { city: 'City must be 50 characters or less' }],
    [{ address1: x(101) }, { address1: 'Address must be 100 characters or less' }],
    [{ region: '' }, { region: 'State/Province/Region is required for this country' }],
    [{ country: '' }, { country: 'Country is required' }],
  ])('a price quote: %j', (patch, errors) => {
    expect(validateAddress({ ...ok, ...patch }, 'quote')).toEqual(errors);
  });

  it('lists the failures in the order the forms show them', () => {
    const errors = validateAddress({ address1: '', city: '', zip: '1', country: 'US' }, 'settings');
    expect(Object.keys(errors)).toEqual(['address1', 'city', 'zip', 'region']);
  });
});

describe('isValidPostalCode', () => {
  it.each([
    // The countries the shop ships to most, in their national formats (postcode-validator's patterns).
    ['US', '94105', true],
    ['US', '94105-1234', true],
    ['US', ' 94105 ', true],
    ['US', '9410', false],
    ['US', '\t=1+1', false],
    ['US', '=1+1', false],
    ['US', '94105\n', false],
    ['CA', 'M5V 2T6', true],
    ['CA', 'm5v2t6', true],
    ['CA', 'M5V\t2T6', false],
    ['CA', '12345', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'ec1a 1bb', true],
    ['GB', '12345', false],
    ['AU', '2000', true],
    ['AU', '20000', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['FR', '75001', true],
    ['NL', '1012 ab', true],
    ['NL', '1012', false],
    ['IE', 'D02 X285', true],
    ['PL', '00-950', true],
    ['PL', '00950', false],
    ['SE', '111 20', true],
    ['PT', '1000-001', true],
    ['MT', 'VLT 1117', true],
    ['us', '94105', true],
    // No national format known (HK, AE have no postal codes): anything but control and formula-leading characters.
    ['HK', '999077', true],
    ['HK', 'N/A 1', true],
    ['HK', '=1+1', false],
    ['HK', '+123', false],
    ['HK', '-123', false],
    ['HK', '@123', false],
    ['AE', '12\r\n=3', false],
    ['AE', '12\u200b34', false],
    ['', '=HYPERLINK(1)', false],
  ])('%s %j -> %s', (country, postalCode, ok) => {
    expect(isValidPostalCode(postalCode, country)).toBe(ok);
  });

  it('covers every EU member, US, CA, GB and AU with a national format (a non-numeric code fails each)', () => {
    const eu = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
    for (const country of [...eu, 'US', 'CA', 'GB', 'AU']) {
      expect([country, isValidPostalCode('ZZZZZ', country)]).toEqual([country, false]);
    }
  });
});
