import { lookupPrintOption } from '../catalogue/print-catalogue';
import type { FulfilmentLine, FulfilmentPrintFile } from '../ports/fulfilment-provider.port';
import { normalizeFulfilmentStatus } from './fulfilment-status';

/**
 * A provider order is one order the shop placed at the print provider for one of its orders: the original, a
 * replacement a name change made (the one it replaced is cancelled there), or a claim's reprint (at no charge, the
 * same print files). Each has its own status in the fulfilment lifecycle's words, moved by decideFulfilment.
 */
export type ProviderOrderKind = 'original' | 'replacement' | 'reprint';
export const PROVIDER_ORDER_KINDS: readonly ProviderOrderKind[] = ['original', 'replacement', 'reprint'];

/** What an order's fulfilment status is derived from: the kind, status and replacement of each of its provider orders. */
export interface ProviderOrderState<S extends string = string> {
  kind: ProviderOrderKind;
  status: S;
  replacedAt: Date | null;
}

/**
 * An order's current provider order: the original, or the replacement a name change put in its place (the replaced
 * one is cancelled at the provider). A reprint answers a claim and never stands for the order.
 */
export function currentProviderOrder<P extends ProviderOrderState>(
  providerOrders: readonly P[],
): P | undefined {
  return providerOrders.find((p) => p.kind !== 'reprint' && p.replacedAt === null);
}

/**
 * An order's fulfilment status, derived from its provider orders: once the provider has the order, the status of its
 * current provider order; before that (waiting for payment or for a proof's approval, cancelled, or parked in error
 * before any submission was answered), the order's own (`own`). The provider order is what webhooks and the sync
 * move; the order follows it.
 */
export function orderFulfilmentOf<S extends string>(
  own: S,
  providerOrders: readonly ProviderOrderState<S>[],
): S {
  return currentProviderOrder(providerOrders)?.status ?? own;
}

/** What the customer of a reprint hears of, once each: its first parcel on the way, then its arrival. */
export type ReprintMilestone = 'shipped' | 'delivered';

const ON_THE_WAY = new Set(['partially_shipped', 'shipped', 'delivered']);

/**
 * The milestones a reprint passes moving from `fromRaw` to `toRaw` (a decided, forward change): "shipped" when it
 * leaves the workshop (a jump straight to delivered counts: the customer still gets the tracking link), "delivered"
 * when it arrives (which resolves the claim).
 */
export function reprintMilestones(fromRaw: string, toRaw: string): ReprintMilestone[] {
  const from = normalizeFulfilmentStatus(fromRaw);
  const to = normalizeFulfilmentStatus(toRaw);
  const milestones: ReprintMilestone[] = [];
  if (!ON_THE_WAY.has(from) && ON_THE_WAY.has(to)) milestones.push('shipped');
  if (to === 'delivered' && from !== 'delivered') milestones.push('delivered');
  return milestones;
}

/**
 * The provider's line for one of our order lines and its print file: the print type and size, Printify's variant of
 * the size and, for canvas, the image mirrored onto the wrapped edges. The one place a line becomes a provider line
 * (an order's submission, a replacement, a reprint). Refused when the type and size are not in the catalogue.
 */
export function providerLineOf(
  line: { id: string; printType: string; printSize: string; quantity: number },
  printFile: FulfilmentPrintFile,
): { ok: true; line: FulfilmentLine } | { ok: false; message: string } {
  const option = lookupPrintOption(line.printType, line.printSize, { orderable: false });
  if (!option.ok) return { ok: false, message: option.message };
  return {
    ok: true,
    line: {
      lineId: line.id,
      printType: option.type.value,
      printSize: option.size.value,
      quantity: line.quantity,
      printFile,
      variant: option.size.printify,
      mirrorEdges: option.type.value === 'canvas',
    },
  };
}
