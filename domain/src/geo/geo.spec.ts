import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, isKnownCountry } from './countries';
import {
  REGION_LIST_COUNTRIES,
  REGION_REQUIRED_COUNTRIES,
  isValidRegion,
  regionLabel,
  regionRequired,
  regionsFor,
} from './regions';

describe('countries', () => {
  it('has about 240-250 countries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(250);
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((c) => c.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(names).toEqual(sorted);
  });

  it('codes are unique two-letter codes', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
  });

  it.each([
    ['US', 'United States'],
    ['gb', 'United Kingdom'],
    ['CZ', 'Czech Republic'],
    ['ZZ', 'ZZ'],
  ])('countryName(%s) = %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it('knows ISO codes', () => {
    expect(isKnownCountry(' de ')).toBe(true);
    expect(isKnownCountry('XX')).toBe(false);
    expect(isKnownCountry(undefined)).toBe(false);
  });
});

describe('regions', () => {
  it.each([
    ['US', 'State', true, 50],
    ['CA', 'Province', true, 13],
    ['AU', 'State/Territory', true, 8],
    ['TH', 'Province', true, 70],
    ['MX', 'State', true, 32],
    ['BR', 'State', true, 27],
    ['IN', 'State', true, 28],
    ['IT', 'Province', true, 20],
    ['CN', 'Province', true, 30],
    ['JP', 'Prefecture', true, 47],
    ['CZ', 'Region', false, 13],
  ])('%s: label %s, required %s, at least %i regions', (code, label, required, minCount) => {
    expect(regionLabel(code)).toBe(label);
    expect(regionRequired(code)).toBe(required);
    const regions = regionsFor(code);
    expect(regions.length).toBeGreaterThanOrEqual(minCount);
    expect(regions.every((r) => r.value !== '' && r.label !== '')).toBe(true);
  });

  it.each(['GB', 'DE', 'FR', 'PR', 'NZ', 'XX', ''])(
    '%j has no region list, is not required and is labelled Region/Province',
    (code) => {
      expect(regionsFor(code)).toEqual([]);
      expect(regionRequired(code)).toBe(false);
      expect(regionLabel(code)).toBe('Region/Province');
    },
  );

  it('lists exactly the required countries plus CZ', () => {
    expect([...REGION_REQUIRED_COUNTRIES]).toEqual([
      'US',
      'CA',
      'AU',
      'TH',
      'MX',
      'BR',
      'IN',
      'IT',
      'CN',
      'JP',
    ]);
    expect([...REGION_LIST_COUNTRIES]).toEqual([...REGION_REQUIRED_COUNTRIES, 'CZ']);
  });

  it('US regions use postal codes and include territories', () => {
    const values = regionsFor('us').map((r) => r.value);
    expect(values).toEqual(expect.arrayContaining(['CA', 'NY', 'AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP']));
    expect(regionsFor('US').find((r) => r.value === 'TX')?.label).toBe('Texas');
  });

  it('validates regions against the list when one exists', () => {
    expect(isValidRegion('US', 'tx')).toBe(true);
    expect(isValidRegion('US', 'Texas')).toBe(true);
    expect(isValidRegion('US', 'ZZ')).toBe(false);
    expect(isValidRegion('GB', 'anything')).toBe(true);
  });

  it('returns a copy so callers cannot corrupt the list', () => {
    regionsFor('CA').pop();
    expect(regionsFor('CA')).toHaveLength(13);
  });
});
