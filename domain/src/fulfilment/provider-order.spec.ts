import { describe, expect, it } from 'vitest';
import { currentProviderOrder, orderFulfilmentOf, providerLineOf, reprintMilestones } from './provider-order';

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

describe('providerLineOf', () => {
  const file = { url: 'https://shop/print-files/a.jpg', fileName: 'a.jpg', widthPx: 2400, heightPx: 3600 };

  it("makes a canvas line with Printify's variant of the size and mirrored edges", () => {
    const result = providerLineOf({ id: 'l1', printType: 'canvas', printSize: '20x30', quantity: 2 }, file);
    expect(result.ok && result.line).toMatchObject({
      lineId: 'l1',
      printType: 'canvas',
      printSize: '20x30',
      quantity: 2,
      printFile: file,
      mirrorEdges: true,
    });
    expect(result.ok && result.line.variant).toBeTruthy();
  });

  it('does not mirror a poster, and refuses a size the catalogue does not have', () => {
    const poster = providerLineOf({ id: 'l2', printType: 'poster', printSize: '12x18', quantity: 1 }, file);
    expect(poster.ok && poster.line.mirrorEdges).toBe(false);
    expect(providerLineOf({ id: 'l3', printType: 'poster', printSize: '99x99', quantity: 1 }, file).ok).toBe(
      false,
    );
  });
});

describe('orderFulfilmentOf', () => {
  const replaced = new Date('2026-12-01T10:00:00Z');

  it("is the order's own status until the provider has the order", () => {
    expect(orderFulfilmentOf('pending', [])).toBe('pending');
    expect(orderFulfilmentOf('awaiting_approval', [])).toBe('awaiting_approval');
    expect(orderFulfilmentOf('error_print_files', [])).toBe('error_print_files');
  });

  it('then follows the current provider order, not the replaced one or a reprint', () => {
    const original = { kind: 'original' as const, status: 'in_production', replacedAt: null };
    expect(orderFulfilmentOf('submitted', [original])).toBe('in_production');
    const orders = [
      { kind: 'original' as const, status: 'cancelled', replacedAt: replaced },
      { kind: 'replacement' as const, status: 'shipped', replacedAt: null },
      { kind: 'reprint' as const, status: 'delivered', replacedAt: null },
    ];
    expect(orderFulfilmentOf('submitted', orders)).toBe('shipped');
    expect(currentProviderOrder(orders)?.kind).toBe('replacement');
  });

  it("keeps the order's own status when only a reprint is left standing", () => {
    const orders = [
      { kind: 'original' as const, status: 'cancelled', replacedAt: replaced },
      { kind: 'reprint' as const, status: 'shipped', replacedAt: null },
    ];
    expect(currentProviderOrder(orders)).toBeUndefined();
    expect(orderFulfilmentOf('delivered', orders)).toBe('delivered');
  });
});
