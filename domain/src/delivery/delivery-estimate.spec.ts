import { describe, expect, it } from 'vitest';
import {
  BALTIC_COUNTRIES,
  CANVAS_FAST_COUNTRIES,
  CANVAS_MIDDLE_COUNTRIES,
  DEFAULT_DELIVERY_ESTIMATE,
  EU_FAST_COUNTRIES,
  NORDIC_COUNTRIES,
  deliveryEstimate,
  estimateForProvider,
  isUsTerritory,
  providerForType,
} from './delivery-estimate';

describe('providerForType', () => {
  it.each([
    ['poster', 2],
    [' Poster ', 2],
    ['canvas', 105],
    ['framed', 105],
    ['mug', 105],
    ['', 105],
  ])('%j -> %i', (type, provider) => {
    expect(providerForType(type)).toBe(provider);
  });
});

describe('estimateForProvider table', () => {
  const fast = ['US', 'CA', 'GB', 'AU', ...EU_FAST_COUNTRIES];
  const middle = [...NORDIC_COUNTRIES, ...BALTIC_COUNTRIES, 'CH', 'LI'];
  const rest = ['JP', 'NZ', 'BR', 'MX', 'ZA', 'GL', 'CN', 'IN'];

  it.each(fast)('provider 105 to %s: 4-10', (country) => {
    expect(estimateForProvider(105, country)).toEqual({ min: 4, max: 10 });
  });
  it.each(middle)('provider 105 to %s: 7-15', (country) => {
    expect(estimateForProvider(105, country)).toEqual({ min: 7, max: 15 });
  });
  it.each(rest)('provider 105 to %s: 12-30', (country) => {
    expect(estimateForProvider(105, country)).toEqual({ min: 12, max: 30 });
  });
  it('provider 2 to US: 5-13', () => {
    expect(estimateForProvider(2, 'us')).toEqual({ min: 5, max: 13 });
  });
  it.each(['CA', 'GB', 'DE', 'SE', 'EE', 'CH', ...rest])('provider 2 to %s: 12-30', (country) => {
    expect(estimateForProvider(2, country)).toEqual({ min: 12, max: 30 });
  });

  it('the group lists are disjoint and use the documented members', () => {
    expect(CANVAS_FAST_COUNTRIES.filter((c) => CANVAS_MIDDLE_COUNTRIES.includes(c))).toEqual([]);
    expect([...NORDIC_COUNTRIES]).toEqual(['DK', 'FI', 'IS', 'NO', 'SE', 'AX', 'FO']);
    expect([...BALTIC_COUNTRIES]).toEqual(['EE', 'LV', 'LT']);
    expect(EU_FAST_COUNTRIES).toHaveLength(21);
  });
});

describe('US territories', () => {
  it.each(['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP'])(
    'US region %s adds 7/12 days to both providers',
    (region) => {
      expect(estimateForProvider(105, 'US', region)).toEqual({ min: 11, max: 22 });
      expect(estimateForProvider(2, 'US', region.toLowerCase())).toEqual({ min: 12, max: 25 });
    },
  );

  it.each(['PR', 'GU', 'VI', 'AS', 'MP'])(
    'country %s: rest of world plus surcharge, max capped at 30',
    (country) => {
      expect(estimateForProvider(105, country)).toEqual({ min: 19, max: 30 });
      expect(estimateForProvider(2, country)).toEqual({ min: 19, max: 30 });
    },
  );

  it.each([
    ['US', 'CA', false],
    ['US', undefined, false],
    ['BR', 'PR', false],
    ['IN', 'AS', false],
    ['US', 'ak', true],
    ['pr', undefined, true],
  ])('isUsTerritory(%s, %s) = %s', (country, region, expected) => {
    expect(isUsTerritory(country, region)).toBe(expected);
  });

  it('a region code that is a territory elsewhere does not add days outside the US', () => {
    expect(estimateForProvider(2, 'BR', 'PR')).toEqual({ min: 12, max: 30 });
  });
});

describe('deliveryEstimate', () => {
  it.each([
    [{ items: [{ printType: 'canvas' }] }, 'no country'],
    [{ items: [{ printType: 'canvas' }], countryCode: '  ' }, 'blank country'],
    [{ items: [], countryCode: 'US' }, 'no items'],
  ])('defaults to 8-13 business days (%s)', (args, _why) => {
    const result = deliveryEstimate(args);
    expect(result.combined).toEqual({ min: 8, max: 13, range: DEFAULT_DELIVERY_ESTIMATE });
    expect(result.estimates).toEqual([]);
    expect(result.hasMultipleProviders).toBe(false);
  });

  it('single-provider canvas cart', () => {
    const result = deliveryEstimate({
      items: [{ printType: 'canvas' }, { printType: 'framed' }],
      countryCode: 'DE',
    });
    expect(result.hasMultipleProviders).toBe(false);
    expect(result.estimates).toEqual([
      {
        provider: 105,
        label: 'Canvas & Framed Canvas',
        range: '4-10 business days',
        min: 4,
        max: 10,
        printTypes: ['canvas', 'framed'],
      },
    ]);
    expect(result.combined).toEqual({ min: 4, max: 10, range: '4-10 business days' });
    expect(result.separatePackagesNote).toBeUndefined();
    expect(result.canvasTip).toBeUndefined();
  });

  it('mixed cart gives per-provider estimates, a combined range and the separate-packages note', () => {
    const result = deliveryEstimate({
      items: [{ printType: 'canvas' }, { printType: 'poster' }],
      countryCode: 'SE',
    });
    expect(result.hasMultipleProviders).toBe(true);
    expect(result.estimates.map((e) => [e.provider, e.label, e.range])).toEqual([
      [2, 'Poster', '12-30 business days'],
      [105, 'Canvas', '7-15 business days'],
    ]);
    expect(result.combined).toEqual({ min: 7, max: 30, range: '7-30 business days' });
    expect(result.separatePackagesNote).toContain('may arrive in separate packages');
    expect(result.canvasTip).toBeUndefined();
  });

  it('mixed cart to a US territory applies the surcharge to both', () => {
    const result = deliveryEstimate({
      items: [{ printType: 'poster' }, { printType: 'canvas' }],
      countryCode: 'US',
      regionCode: 'HI',
    });
    expect(result.combined).toEqual({ min: 11, max: 25, range: '11-25 business days' });
  });

  it('unknown types go with provider 105', () => {
    const result = deliveryEstimate({ items: [{ printType: 'mug' }], countryCode: 'US' });
    expect(result.estimates).toEqual([
      { provider: 105, label: 'Other prints', range: '4-10 business days', min: 4, max: 10, printTypes: [] },
    ]);
  });

  it.each([
    ['US', '4-10 business days'],
    ['GB', '4-10 business days'],
    ['NO', '7-15 business days'],
  ])('all-poster cart to %s gets a canvas tip (%s)', (countryCode, canvasRange) => {
    const result = deliveryEstimate({
      items: [{ printType: 'poster' }, { printType: 'poster' }],
      countryCode,
    });
    expect(result.canvasTip).toContain('Canvas');
    expect(result.canvasTip).toContain(canvasRange);
  });

  it('no canvas tip when canvas is not sooner', () => {
    expect(
      deliveryEstimate({ items: [{ printType: 'poster' }], countryCode: 'JP' }).canvasTip,
    ).toBeUndefined();
    expect(
      deliveryEstimate({ items: [{ printType: 'poster' }], countryCode: 'PR' }).canvasTip,
    ).toBeUndefined();
  });
});
