import { Injectable } from '@nestjs/common';
import {
  apiFulfilmentStatus,
  CLAIM_NEXT_STEP,
  CLAIM_QUEUE_STATES,
  CLAIM_REASON_LABELS,
  CLAIM_STATE_LABELS,
  type EarlierClaim,
  isRepeatClaim,
} from '@petart/domain';
import { IMAGE_PATH_PREFIX, ImageUrlSigner } from '../images';
import { OrdersRepository, type OrderRecord } from '../orders';
import { claimNotFound, invalidClaim } from './claim-errors';
import {
  type AdminClaimDto,
  type ClaimDto,
  type ClaimQueue,
  type ClaimQueueDto,
  type ClaimStatsDto,
  type EarlierClaimDto,
} from './claims.dto';
import { ClaimsRepository, type ClaimRow } from './claims.repository';

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The claims as people see them: a claim and its order found (or 404), the customer's and staff's DTOs (photos as
 * signed URLs, the conversation, the reprint), the staff queue with its counts, one claim in full with the earlier
 * reports on its lines, and the claims stats. Reads only: every change goes through ClaimDecisionsService's
 * `transition` or the customer's report.
 */
@Injectable()
export class ClaimsReadService {
  constructor(
    private readonly claims: ClaimsRepository,
    private readonly orders: OrdersRepository,
    private readonly signer: ImageUrlSigner,
  ) {}

  /** The claim, or CLAIM.NOT_FOUND. */
  async find(claimId: string): Promise<ClaimRow> {
    const claim = await this.claims.byId(claimId);
    if (!claim) throw claimNotFound();
    return claim;
  }

  /** The claim's order (a claim whose order is gone is not found). */
  async orderOf(claim: ClaimRow): Promise<OrderRecord> {
    const order = await this.orders.findById(claim.orderId);
    if (!order) throw claimNotFound();
    return order;
  }

  /** GET /admin/claims: one queue (or one order's claims, any state), oldest first, with the count of every queue. */
  async queue(queue: ClaimQueue = 'new', orderId?: string): Promise<ClaimQueueDto> {
    const [rows, byState] = await Promise.all([
      orderId ? this.claims.forOrder(orderId) : this.claims.inStates(CLAIM_QUEUE_STATES[queue]),
      this.claims.countsByState(),
    ]);
    const orders = new Map<string, OrderRecord>();
    for (const orderId of new Set(rows.map((r) => r.orderId))) {
      const order = await this.orders.findById(orderId);
      if (order) orders.set(orderId, order);
    }
    const repeats = new Set(await this.claims.repeatIds(rows.map((r) => r.id)));
    const count = (q: ClaimQueue) => CLAIM_QUEUE_STATES[q].reduce((sum, s) => sum + (byState[s] ?? 0), 0);
    return {
      claims: rows.map((row) => {
        const order = orders.get(row.orderId);
        return {
          id: row.id,
          state: row.state,
          reason: row.reason,
          reasonLabel: CLAIM_REASON_LABELS[row.reason],
          orderId: row.orderId,
          orderNumber: order?.orderNumber ?? '',
          orderHash: order?.orderHash ?? '',
          customerEmail: order?.customerEmail ?? '',
          lineCount: row.lineIds.length,
          repeat: repeats.has(row.id),
          createdAt: iso(row.createdAt),
        };
      }),
      counts: {
        new: count('new'),
        waiting: count('waiting'),
        approved: count('approved'),
        declined: count('declined'),
        resolved: count('resolved'),
      },
    };
  }

  /** GET /admin/claims/:id: the claim with its photos, messages, lines and order. */
  async detail(claimId: string): Promise<AdminClaimDto> {
    const claim = await this.find(claimId);
    const order = await this.orderOf(claim);
    const [dto] = await this.toDtos([claim]);
    const orderLines = await this.orders.lines(order.id);
    const lines = orderLines.filter((line) => claim.lineIds.includes(line.id));
    const earlier = await this.earlierClaims(order.id, claim.lineIds, orderLines, claim);
    return {
      ...dto!,
      repeat: isRepeatClaim(earlier.map((e) => e.rule)),
      earlierClaims: earlier.map((e) => e.dto),
      order: {
        id: order.id,
        orderHash: order.orderHash,
        orderNumber: order.orderNumber,
        customerEmail: order.customerEmail,
        customerName: order.customerName ?? '',
        totalAmount: order.totalAmount,
        refundedAmount: order.refundedAmount,
        fulfillmentStatus: apiFulfilmentStatus(order.fulfillmentStatus),
      },
      lines: lines.map((line) => ({
        id: line.id,
        printType: line.printType,
        printSize: line.printSize,
        quantity: line.quantity,
        lineTotal: line.lineTotal,
      })),
    };
  }

  /** GET /admin/claims/stats: claims rate (claims / delivered orders) and their cost in [from, to). */
  async stats(from: Date, to: Date): Promise<ClaimStatsDto> {
    if (!(from.getTime() < to.getTime())) throw invalidClaim('from must be before to.');
    const [claims, delivered] = await Promise.all([
      this.claims.stats(from, to),
      this.orders.deliveredBetween(from, to),
    ]);
    return {
      from: iso(from),
      to: iso(to),
      claims: claims.claims,
      deliveredOrders: delivered,
      claimsRate: delivered === 0 ? 0 : Math.round((claims.claims / delivered) * 10_000) / 10_000,
      refundCents: claims.refundCents,
      reprintCostCents: claims.reprintCents,
      costCents: claims.refundCents + claims.reprintCents,
    };
  }

  /**
   * The reports of the order that chose some of `lineIds` (before `claim`, when given), oldest first: for the repeat
   * rule (what was refunded of their lines, whether they were reprinted) and for staff.
   */
  async earlierClaims(
    orderId: string,
    lineIds: readonly string[],
    orderLines: readonly { id: string; lineTotal: number }[],
    claim?: ClaimRow,
  ): Promise<{ rule: EarlierClaim; dto: EarlierClaimDto }[]> {
    const rows = (await this.claims.forOrder(orderId)).filter(
      (row) =>
        row.lineIds.some((id) => lineIds.includes(id)) &&
        (!claim || (row.id !== claim.id && new Date(row.createdAt) <= new Date(claim.createdAt))),
    );
    return rows.map((row) => {
      const reprinted = row.reprintProviderOrderId !== null;
      return {
        rule: {
          refundCents: row.refundCents,
          linesCents: orderLines
            .filter((line) => row.lineIds.includes(line.id))
            .reduce((sum, line) => sum + line.lineTotal, 0),
          reprinted,
          declined: row.state === 'declined',
        },
        dto: {
          id: row.id,
          state: row.state,
          stateLabel: CLAIM_STATE_LABELS[row.state],
          reasonLabel: CLAIM_REASON_LABELS[row.reason],
          sharedLineIds: row.lineIds.filter((id) => lineIds.includes(id)),
          refundCents: row.refundCents,
          reprinted,
          resolution: row.resolution,
          createdAt: iso(row.createdAt),
        },
      };
    });
  }

  /** The claims as the customer (and the start of staff's view) sees them, photos signed for the image route. */
  async toDtos(rows: ClaimRow[]): Promise<ClaimDto[]> {
    const ids = rows.map((r) => r.id);
    const [messages, photos] = await Promise.all([this.claims.messages(ids), this.claims.photos(ids)]);
    return rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      reasonLabel: CLAIM_REASON_LABELS[row.reason],
      description: row.description,
      state: row.state,
      stateLabel: CLAIM_STATE_LABELS[row.state],
      nextStep: CLAIM_NEXT_STEP[row.state],
      lineIds: row.lineIds,
      photos: photos
        .filter((p) => p.claimId === row.id)
        .map((p) => ({
          id: p.id,
          url: this.signer.sign(`${IMAGE_PATH_PREFIX}${p.storageKey}`),
          width: p.width,
          height: p.height,
          messageId: p.messageId,
        })),
      messages: messages
        .filter((m) => m.claimId === row.id)
        .map((m) => ({ id: m.id, author: m.author, body: m.body, createdAt: iso(m.createdAt) })),
      resolution: row.resolution,
      refundCents: row.refundCents,
      reprintCostCents: row.reprintCostCents,
      reprint:
        row.reprintProviderOrderId && row.reprintExternalId
          ? {
              providerOrderId: row.reprintProviderOrderId,
              externalId: row.reprintExternalId,
              status: row.reprintStatus ?? 'submitted',
              shipments: row.reprintShipments,
            }
          : null,
      canReply: row.state === 'waiting_for_customer',
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  }

  /** One claim as its customer sees it. */
  async dtoOf(claimId: string): Promise<ClaimDto> {
    return (await this.toDtos([await this.find(claimId)]))[0]!;
  }
}
