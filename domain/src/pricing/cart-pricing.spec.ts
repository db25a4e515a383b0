import { describe, expect, it } from 'vitest';
import {
  confirmationShippingCents,
  normalizeQuantity,
  orderAmountSplit,
  priceCart,
  shippingFromTotal,
} from './cart-pricing';

describe('priceCart', () => {
  it('prices lines from the catalogue and adds shipping and tax', () => {
    const result = priceCart({
      items: [
        { printType: 'poster', printSize: '12x18', quantity: 2 },
        { printType: 'canvas', printSize: '40x60', quantity: 1 },
      ],
      shippingCents: 1250,
      taxCents: 800,
    });
    expect(result.lines.map((l) => [l.unitCents, l.lineCents])).toEqual([
      [3999, 7998],
      [23999, 23999],
    ]);
    expect(result.productCents).toBe(31997);
    expect(result.shippingCents).toBe(1250);
    expect(result.taxCents).toBe(800);
    expect(result.totalCents).toBe(34047);
  });

  it('uses the catalogue fallback price for unknown sizes', () => {
    const result = priceCart({
      items: [{ printType: 'poster', printSize: '1x1', quantity: 1 }],
      shippingCents: 0,
      taxCents: 0,
    });
    expect(result.totalCents).toBe(5999);
  });

  it('an empty cart costs only shipping and tax (never negative)', () => {
    expect(priceCart({ items: [], shippingCents: -5, taxCents: 10 }).totalCents).toBe(10);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [Number.NaN, 1],
    [5, 5],
  ])('normalizeQuantity(%d) = %i', (q, expected) => {
    expect(normalizeQuantity(q)).toBe(expected);
  });
});

describe('shipping derivations', () => {
  it.each([
    [10000, 0, 3000],
    [11000, 1000, 3000],
    [7999, 0, 2400],
    [500, 1000, 0],
  ])('shippingFromTotal(%i, %i) = %i (30%% of total minus tax)', (total, tax, expected) => {
    expect(shippingFromTotal(total, tax)).toBe(expected);
  });

  it.each([
    [10000, 500, 8000, 1500],
    [10000, 500, 9500, 0],
    [10000, 500, 9900, 0],
  ])('confirmationShippingCents(%i, %i, %i) = %i', (total, tax, products, expected) => {
    expect(confirmationShippingCents(total, tax, products)).toBe(expected);
  });

  it('orderAmountSplit uses metadata when present', () => {
    expect(
      orderAmountSplit({
        totalAmount: 10000,
        taxAmount: 500,
        metadata: { productPrice: 7999, shippingCost: 1501 },
      }),
    ).toEqual({
      productCents: 7999,
      discountCents: 0,
      shippingCents: 1501,
      taxCents: 500,
      totalCents: 10000,
    });
  });

  it('a discount code: the split carries it and the confirmation shipping allows for it', () => {
    const split = orderAmountSplit({
      totalAmount: 9100,
      taxAmount: 500,
      metadata: { productPrice: 8000, shippingCost: 1400, discount: { code: 'SAVE10', amountCents: 800 } },
    });
    expect(split).toEqual({
      productCents: 8000,
      discountCents: 800,
      shippingCents: 1400,
      taxCents: 500,
      totalCents: 9100,
    });
    expect(split.productCents - split.discountCents + split.shippingCents + split.taxCents).toBe(
      split.totalCents,
    );
    expect(confirmationShippingCents(9100, 500, 8000, 800)).toBe(1400);
  });

  it.each([null, undefined, {}, { productPrice: 100 }])(
    'orderAmountSplit applies the 30%% rule when metadata is %j',
    (metadata) => {
      expect(orderAmountSplit({ totalAmount: 11000, taxAmount: 1000, metadata })).toEqual({
        productCents: 7000,
        discountCents: 0,
        shippingCents: 3000,
        taxCents: 1000,
        totalCents: 11000,
      });
    },
  );
});
