import { normalizeFulfilmentStatus } from './fulfilment-status';

/**
 * A provider order is one order the shop placed at the print provider for one of its orders: the original, a
 * replacement a name change made (the one it replaced is cancelled there), or a claim's reprint (at no charge, the
 * same print files). Each has its own status in the fulfilment lifecycle's words, moved by decideFulfilment.
 */
export type ProviderOrderKind = 'original' | 'replacement' | 'reprint';
export const PROVIDER_ORDER_KINDS: readonly ProviderOrderKind[] = ['original', 'replacement', 'reprint'];

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
