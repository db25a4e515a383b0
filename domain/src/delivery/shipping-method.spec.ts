import { describe, expect, it } from 'vitest';
import {
  EXPRESS_DELIVERY_RANGES,
  deliveryEstimate,
  estimateForProvider,
  isShippingMethod,
  offeredShippingMethods,
  offersShippingMethod,
  shippingMethodRefusal,
  type FulfilmentProviderId,
} from './delivery-estimate';

const PROVIDERS: FulfilmentProviderId[] = [105, 2];

describe('offersShippingMethod', () => {
  it.each(PROVIDERS)('provider %i ships standard everywhere', (provider) => {
    for (const [country, region] of [
      ['US', 'CA'],
      ['US', 'HI'],
      ['PR', undefined],
      ['DE', undefined],
      ['JP', undefined],
    ]) {
      expect(offersShippingMethod(provider, 'standard', country ?? '', region)).toBe(true);
    }
  });
  it.each([
    ['US', 'CA', true],
    ['us', 'ny', true],
    ['US', 'DC', true],
    ['US', undefined, true],
    ['US', 'AK', false],
    ['US', 'HI', false],
    ['US', 'PR', false],
    ['PR', undefined, false],
    ['GU', undefined, false],
    ['CA', 'ON', false],
    ['GB', undefined, false],
    ['DE', undefined, false],
    ['AU', undefined, false],
    ['', undefined, false],
  ])('express to %s/%s: %s (both providers)', (country, region, offered) => {
    for (const provider of PROVIDERS) {
      expect(offersShippingMethod(provider, 'express', country, region)).toBe(offered);
    }
  });
});

describe('estimateForProvider with a method', () => {
  it.each([
    [105, 'standard', { min: 4, max: 10 }],
    [105, 'express', { min: 3, max: 6 }],
    [2, 'standard', { min: 5, max: 13 }],
    [2, 'express', { min: 3, max: 8 }],
  ] as const)('provider %i %s to US-CA: %j', (provider, method, range) => {
    expect(estimateForProvider(provider, 'US', 'CA', method)).toEqual(range);
  });

  it.each(PROVIDERS)('provider %i: express is sooner at both ends than standard to the US', (provider) => {
    const standard = estimateForProvider(provider, 'US');
    const express = estimateForProvider(provider, 'US', undefined, 'express');
    expect(express.min).toBeLessThan(standard.min);
    expect(express.max).toBeLessThan(standard.max);
    expect(express).toEqual(EXPRESS_DELIVERY_RANGES[provider].us);
  });

  it('standard stays the default', () => {
    expect(estimateForProvider(105, 'US', 'HI')).toEqual(estimateForProvider(105, 'US', 'HI', 'standard'));
  });

  it.each([
    ['DE', undefined],
    ['US', 'AK'],
    ['PR', undefined],
  ])('express where it is not offered (%s/%s) is a RangeError', (country, region) => {
    expect(() => estimateForProvider(105, country, region, 'express')).toThrow(RangeError);
  });
});

describe('offeredShippingMethods', () => {
  const poster = { printType: 'poster' };
  const canvas = { printType: 'canvas' };
  it.each([
    [[poster], 'US', 'CA', ['standard', 'express']],
    [[canvas, poster], 'US', 'TX', ['standard', 'express']],
    [[canvas], 'US', 'HI', ['standard']],
    [[canvas], 'DE', undefined, ['standard']],
    [[poster], 'CA', 'ON', ['standard']],
    [[], 'US', 'CA', ['standard']],
    [[canvas], '', undefined, ['standard']],
  ])('%j to %s/%s: %j', (items, country, region, methods) => {
    expect(offeredShippingMethods({ items, countryCode: country, regionCode: region })).toEqual(methods);
  });
});

describe('shippingMethodRefusal', () => {
  const items = [{ printType: 'canvas' }, { printType: 'poster' }];
  it.each([
    ['express', 'DE', undefined, 'Germany'],
    ['express', 'US', 'ak', 'AK, United States'],
    ['express', 'PR', undefined, 'Puerto Rico'],
  ] as const)('%s to %s/%s: refused, naming the place', (method, country, region, place) => {
    expect(shippingMethodRefusal({ method, items, countryCode: country, regionCode: region })).toBe(
      `Express shipping goes only to the contiguous United States and DC, not to ${place} ` +
        '(other countries and AK, HI, PR, GU, VI, AS, MP get standard shipping only).',
    );
  });
  it.each([
    ['express', 'us', 'TX'],
    ['standard', 'DE', undefined],
    ['standard', 'US', 'HI'],
  ] as const)('%s to %s/%s: offered, no refusal', (method, country, region) => {
    expect(shippingMethodRefusal({ method, items, countryCode: country, regionCode: region })).toBeNull();
  });
});

describe('deliveryEstimate with a method', () => {
  it('express to the US: each provider its express range, combined lowest min to highest max', () => {
    const result = deliveryEstimate({
      items: [{ printType: 'canvas' }, { printType: 'poster' }],
      countryCode: 'US',
      regionCode: 'CA',
      method: 'express',
    });
    expect(result.estimates.map((e) => [e.provider, e.range])).toEqual([
      [2, '3-8 business days'],
      [105, '3-6 business days'],
    ]);
    expect(result.combined.range).toBe('3-8 business days');
  });

  it('the poster-only canvas tip compares express with express', () => {
    const result = deliveryEstimate({
      items: [{ printType: 'poster' }],
      countryCode: 'US',
      method: 'express',
    });
    expect(result.canvasTip).toBe('Tip: Canvas prints arrive sooner to your address (3-6 business days).');
  });

  it('express abroad is refused', () => {
    expect(() =>
      deliveryEstimate({ items: [{ printType: 'canvas' }], countryCode: 'DE', method: 'express' }),
    ).toThrow(RangeError);
  });

  it('is the standard estimate without a method', () => {
    const args = { items: [{ printType: 'canvas' }], countryCode: 'US', regionCode: 'NY' };
    expect(deliveryEstimate(args)).toEqual(deliveryEstimate({ ...args, method: 'standard' }));
  });
});

describe('isShippingMethod', () => {
  it.each([
    ['standard', true],
    ['express', true],
    ['Express', false],
    ['priority', false],
    ['', false],
    [2, false],
    [undefined, false],
  ])('%j: %s', (value, expected) => {
    expect(isShippingMethod(value)).toBe(expected);
  });
});
