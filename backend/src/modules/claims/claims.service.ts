import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  apiFulfilmentStatus,
  CLAIM_NEXT_STEP,
  CLAIM_REASON_LABELS,
  CLAIM_REASONS,
  CLAIM_STATE_LABELS,
  claimWindow,
  CLOCK,
  type Clock,
  DEFAULT_DELIVERY_RANGE,
  decideClaim,
  type EarlierClaim,
  isRepeatClaim,
  FULFILMENT_PROVIDER,
  fulfilmentTargetOf,
  type ClaimAction,
  type ClaimReason,
  type ClaimState,
  type ClaimWindow,
  type FulfilmentLine,
  type FulfilmentProvider,
  latestDeliveryEstimate,
  lookupPrintOption,
  MAILER,
  type Mailer,
  normalizeFulfilmentStatus,
  OBJECT_STORAGE,
  type ObjectStorage,
  repeatClaimDecision,
  reprintExternalId,
  shopPaths,
  shopUrl,
} from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import type { ClaimEmailPayload, JobPayload } from '../../platform/jobs/job';
import { JobQueue, OtherJob } from '../../platform/jobs/job-queue';
import { OnJob } from '../../platform/jobs/on-job';
import { FulfilmentService } from '../fulfilment';
import { IMAGE_PATH_PREFIX, ImageUrlSigner } from '../images';
import { OrdersRepository, ProviderOrders, type OrderRecord } from '../orders';
import { RefundService } from '../payments';
import { ImageDecodeGate, ingestImage, type IngestedImage } from '../sessions';
import { claimStatusEmail, reprintShippedEmail } from './claim-status.email';
import {
  type AdminClaimDto,
  type ClaimDto,
  type ClaimQueue,
  type ClaimQueueDto,
  type ClaimStatsDto,
  type EarlierClaimDto,
  type OrderClaimsDto,
} from './claims.dto';
import { ClaimsRepository, type ClaimRow, type StoredClaimPhoto } from './claims.repository';

export const MAX_CLAIM_PHOTOS = 5;
export const MAX_CLAIM_TEXT = 2000;

const QUEUE_STATES: Readonly<Record<ClaimQueue, readonly ClaimState[]>> = {
  new: ['received'],
  waiting: ['waiting_for_customer'],
  approved: ['approved_reprint', 'approved_refund'],
  declined: ['declined'],
  resolved: ['resolved'],
};

const claimNotFound = (): AppError => new AppError('CLAIM.NOT_FOUND', 'Report not found');
const invalid = (message: string): AppError => new AppError('CLAIM.INVALID', message);
const iso = (value: Date | string): string => new Date(value).toISOString();

/** What a customer sends with a report or an answer (the controller reads the multipart parts). */
export interface ClaimForm {
  fields: Record<string, string[]>;
  photos: Buffer[];
}

/**
 * Problems after delivery: the customer's reports and answers, staff's decisions (ask, decline, refund
 * through the RefundService, reprint as the claim's own provider order) and one email per state change. The claims
 * tables are written only here (through ClaimsRepository); orders are only read, and money moves only through the
 * RefundService (order_refunds, the order lifecycle).
 */
@Injectable()
export class ClaimsService {
  private readonly logger = new Logger(ClaimsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: ClaimsRepository,
    private readonly orders: OrdersRepository,
    private readonly providerOrders: ProviderOrders,
    private readonly refunds: RefundService,
    private readonly fulfilment: FulfilmentService,
    private readonly signer: ImageUrlSigner,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(FULFILMENT_PROVIDER) private readonly provider: FulfilmentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly decodeGate: ImageDecodeGate,
    private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  // ---- the customer ---------------------------------------------------------------------------------------------

  /** The report window of an order: the domain's one rule, fed with its delivery and latest estimate. */
  async windowOf(order: OrderRecord, now = this.clock.now()): Promise<ClaimWindow> {
    if (!order.paidAt) return { open: false, reason: 'This order has not been paid.' };
    if (order.fulfillmentStatus === 'cancelled') return { open: false, reason: 'This order was cancelled.' };
    const delivered = (await this.orders.events([order.id])).findLast(
      (e) => e.kind === 'fulfilment' && normalizeFulfilmentStatus(e.toStatus) === 'delivered',
    );
    const estimate = order.metadata.deliveryEstimate as { max?: unknown } | undefined;
    const maxDays = typeof estimate?.max === 'number' ? estimate.max : DEFAULT_DELIVERY_RANGE.max;
    return claimWindow(
      {
        deliveredAt: delivered ? new Date(delivered.createdAt) : null,
        latestEstimate: latestDeliveryEstimate(new Date(order.paidAt), maxDays),
      },
      now,
    );
  }

  /** POST /orders/:orderHash/claims: a new report on some lines of the caller's own order. */
  async report(user: AuthenticatedUser, orderHash: string, form: ClaimForm): Promise<ClaimDto> {
    const order = await this.ownOrder(user, orderHash);
    const reason = this.one(form, 'reason');
    if (!(CLAIM_REASONS as readonly string[]).includes(reason)) {
      throw invalid(`Please choose a reason: ${CLAIM_REASONS.join(', ')}.`);
    }
    const description = this.text(form, 'description', 'Please describe the problem.');
    const lineIds = [
      ...new Set(
        (form.fields.lineIds ?? [])
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    if (lineIds.length === 0) throw invalid('Please choose at least one item of the order.');
    const lines = await this.orders.lines(order.id);
    const unknown = lineIds.filter((id) => !lines.some((line) => line.id === id));
    if (unknown.length > 0) throw invalid('Some of the chosen items are not part of this order.');
    if (form.photos.length < 1 || form.photos.length > MAX_CLAIM_PHOTOS) {
      throw invalid(`Please add 1 to ${MAX_CLAIM_PHOTOS} photos of the problem.`);
    }
    const window = await this.windowOf(order);
    if (!window.open)
      throw new AppError('CLAIM.WINDOW_CLOSED', window.reason ?? 'A problem cannot be reported now.');
    // The lines are checked before any photo is decoded; a report refused here or by the unique index below (a
    // parallel report on the same line) stores no file.
    await this.refuseTakenLines(order.id, lineIds);
    const settled = repeatClaimDecision(
      order,
      (await this.earlierClaims(order.id, lineIds, lines)).map((e) => e.rule),
    );
    if (!settled.allowed) throw new AppError('CLAIM.LINE_SETTLED', settled.reason);
    const images = await this.decodePhotos(form.photos);
    const id = await this.withPhotoFiles(order.orderHash, images, (storePhotos) =>
      this.dataSource
        .transaction(async (manager) => {
          const claimId = await this.claims.insert(manager, {
            orderId: order.id,
            userId: user.id,
            reason: reason as ClaimReason,
            description,
            lineIds,
          });
          await this.claims.addPhotos(manager, claimId, null, await storePhotos());
          await this.queueEmail(manager, { claimId, state: 'received' });
          return claimId;
        })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === '23505') throw this.lineTaken();
          throw error;
        }),
    );
    const claim = await this.mustFind(id);
    return (await this.toDtos([claim]))[0]!;
  }

  /** GET /orders/:orderHash/claims (owner, or staff): the reports, the window and what happens next. */
  async forOrder(user: AuthenticatedUser, orderHash: string): Promise<OrderClaimsDto> {
    const order = await this.orders.findByHash(orderHash, user);
    if (!order) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    const rows = await this.claims.forOrder(order.id);
    const window = await this.windowOf(order);
    return {
      canReport: window.open,
      closesAt: window.closesAt ? iso(window.closesAt) : null,
      windowReason: window.reason ?? null,
      linesInOpenReport: await this.claims.openLineIds(order.id),
      claims: await this.toDtos(rows),
    };
  }

  /** POST /claims/:claimId/replies: the customer's answer while staff wait for it; the report is looked at again. */
  async reply(user: AuthenticatedUser, claimId: string, form: ClaimForm): Promise<ClaimDto> {
    const claim = await this.claims.byId(claimId);
    if (!claim || claim.userId !== user.id) throw claimNotFound();
    const body = this.text(form, 'message', 'Please write your answer.');
    if (form.photos.length > MAX_CLAIM_PHOTOS)
      throw invalid(`Please add at most ${MAX_CLAIM_PHOTOS} photos.`);
    const order = await this.orderOf(claim);
    this.decide(claim.state, 'reply');
    const images = await this.decodePhotos(form.photos);
    await this.withPhotoFiles(order.orderHash, images, (storePhotos) =>
      this.transition(claimId, 'reply', async (manager, to) => {
        const messageId = await this.claims.addMessage(manager, claimId, {
          author: 'customer',
          authorId: user.id,
          body,
        });
        await this.claims.addPhotos(manager, claimId, messageId, await storePhotos());
        await this.claims.setState(manager, claimId, to);
        await this.queueEmail(manager, { claimId, state: to, answered: true });
      }),
    );
    const updated = await this.mustFind(claimId);
    return (await this.toDtos([updated]))[0]!;
  }

  // ---- staff ----------------------------------------------------------------------------------------------------

  /** GET /admin/claims: one queue (or one order's claims, any state), oldest first, with the count of every queue. */
  async queue(queue: ClaimQueue = 'new', orderId?: string): Promise<ClaimQueueDto> {
    const [rows, byState] = await Promise.all([
      orderId ? this.claims.forOrder(orderId) : this.claims.inStates(QUEUE_STATES[queue]),
      this.claims.countsByState(),
    ]);
    const orders = new Map<string, OrderRecord>();
    for (const orderId of new Set(rows.map((r) => r.orderId))) {
      const order = await this.orders.findById(orderId);
      if (order) orders.set(orderId, order);
    }
    const repeats = new Set(await this.claims.repeatIds(rows.map((r) => r.id)));
    const count = (q: ClaimQueue) => QUEUE_STATES[q].reduce((sum, s) => sum + (byState[s] ?? 0), 0);
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
    const claim = await this.mustFind(claimId);
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

  /** Staff ask for more: the question is added to the conversation and the report waits for the customer. */
  async ask(claimId: string, actor: AuthenticatedUser, message: string): Promise<AdminClaimDto> {
    const body = message.trim();
    if (!body) throw invalid('A question cannot be empty.');
    await this.transition(claimId, 'ask', async (manager, to) => {
      await this.claims.addMessage(manager, claimId, { author: 'staff', authorId: actor.id, body });
      await this.claims.setState(manager, claimId, to);
      await this.queueEmail(manager, { claimId, state: to, message: body });
    });
    return this.detail(claimId);
  }

  /** Staff decline with a reason (told to the customer). */
  async decline(claimId: string, reason: string): Promise<AdminClaimDto> {
    const text = reason.trim();
    if (!text) throw invalid('A decline needs a reason.');
    await this.transition(claimId, 'decline', async (manager, to) => {
      await this.claims.setState(manager, claimId, to, { resolution: text, decided: true });
      await this.queueEmail(manager, { claimId, state: to, message: text });
    });
    return this.detail(claimId);
  }

  /**
   * Staff approve a refund of `amount` dollars: through the RefundService (the payment provider, order_refunds and
   * the order lifecycle; never more than is left of the payment), its cost recorded on the claim. The claim row is
   * locked for the whole decision, so two approvals cannot both refund.
   */
  async approveRefund(claimId: string, amount: number, reason: string): Promise<AdminClaimDto> {
    const amountCents = Math.round(amount * 100);
    await this.transition(claimId, 'approve_refund', async (manager, to, claim) => {
      const outcome = await this.refunds.refund(claim.orderId, {
        amountCents,
        source: 'admin',
        reason: `Claim ${claim.id.slice(0, 8)}: ${reason.trim()}`.slice(0, 500),
      });
      await this.claims.setState(manager, claimId, to, {
        resolution: reason.trim(),
        refundCents: outcome.amountCents,
        decided: true,
      });
      await this.queueEmail(manager, { claimId, state: to, refundCents: outcome.amountCents });
    });
    return this.detail(claimId);
  }

  /**
   * Staff approve a reprint: the decision commits at once (the claim's state, the reprint's cost and external id)
   * with its email and the reprint's job; no vendor call is made under the claim's lock. The job (`claim_reprint`)
   * then makes a new provider order for the claim's lines with the same print files, at no charge (no payment, no
   * order row), its external id derived from the order hash and the claim id so that a retry finds the same provider
   * order, and sends it to production. The original order's state does not move.
   */
  async approveReprint(claimId: string, note: string | undefined): Promise<AdminClaimDto> {
    await this.transition(claimId, 'approve_reprint', async (manager, to, claim) => {
      const order = await this.orderOf(claim);
      const lines = (await this.orders.lines(order.id)).filter((line) => claim.lineIds.includes(line.id));
      // Refused now, not in the job: a reprint needs the print files.
      this.reprintLines(order, lines);
      await this.providerOrders.openReprint(manager, {
        orderId: order.id,
        claimId,
        externalId: reprintExternalId(order.orderHash, claim.id),
      });
      await this.claims.setState(manager, claimId, to, {
        ...(note?.trim() ? { resolution: note.trim() } : {}),
        reprintCostCents: lines.reduce((sum, line) => sum + line.lineTotal, 0),
        decided: true,
      });
      await this.jobs.send(manager, OtherJob.ClaimReprint, { claimId }, { key: claimId });
      await this.queueEmail(manager, { claimId, state: to });
    });
    return this.detail(claimId);
  }

  /**
   * The approved reprint at the provider: found by its external id (an earlier attempt may have made it) or
   * submitted, then sent to production, and recorded on the claim. Thrown errors are retried by the job engine.
   */
  @OnJob(OtherJob.ClaimReprint)
  async submitReprint({ claimId }: { claimId: string }): Promise<void> {
    const claim = await this.mustFind(claimId);
    if (claim.state !== 'approved_reprint' || claim.reprintExternalId === null) return;
    if (claim.reprintProviderOrderId && claim.reprintStatus !== 'pending') return;
    const order = await this.orderOf(claim);
    const externalId = claim.reprintExternalId;
    const lines = (await this.orders.lines(order.id)).filter((line) => claim.lineIds.includes(line.id));
    const submitted =
      (await this.provider.findOrderByExternalId(externalId)) ??
      (await this.provider.submitOrder({
        externalId,
        label: `${order.orderNumber} reprint`,
        address: this.fulfilment.addressOf(order),
        lines: this.reprintLines(order, lines),
      }));
    const released = await this.provider.sendToProduction(submitted.providerOrderId);
    const reprint = await this.providerOrders.reprintOf(claimId);
    if (!reprint) return;
    await this.providerOrders.trackReprint(
      reprint.id,
      fulfilmentTargetOf(released) ?? 'submitted',
      released.shipments,
      { providerOrderId: submitted.providerOrderId },
    );
  }

  /**
   * A reprint's milestone (ProviderOrders queues it with the change): on its way, the customer gets the tracking link;
   * arrived, the claim is resolved (and the customer told).
   */
  @OnJob(OtherJob.ReprintMilestone)
  async reprintMilestone({
    claimId,
    milestone,
    trackingUrl,
  }: JobPayload<typeof OtherJob.ReprintMilestone>): Promise<void> {
    const claim = await this.mustFind(claimId);
    if (milestone === 'shipped') {
      await this.sendEmail({
        claimId,
        state: claim.state,
        reprintShipped: trackingUrl ? { trackingUrl } : {},
      });
      return;
    }
    if (claim.state !== 'approved_reprint') return;
    await this.transition(claimId, 'resolve', async (manager, to) => {
      await this.claims.setState(manager, claimId, to);
      await this.queueEmail(manager, { claimId, state: to });
    });
  }

  /** GET /admin/claims/stats: claims rate (claims / delivered orders) and their cost in [from, to). */
  async stats(from: Date, to: Date): Promise<ClaimStatsDto> {
    if (!(from.getTime() < to.getTime())) throw invalid('from must be before to.');
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

  // ---- reprints at the provider -----------------------------------------------------------------------------------

  /** The provider lines of a reprint: the original lines' print files and variants, nothing made again. */
  private reprintLines(
    order: OrderRecord,
    lines: Awaited<ReturnType<OrdersRepository['lines']>>,
  ): FulfilmentLine[] {
    return lines.map((line, index) => {
      const option = lookupPrintOption(line.printType, line.printSize, { orderable: false });
      if (!option.ok || !line.printFileUrl || !line.printFileWidth || !line.printFileHeight) {
        throw new AppError(
          'CLAIM.ACTION_CONFLICT',
          'This order has no print file for the chosen items yet, so it cannot be reprinted; refund it instead.',
        );
      }
      const fileName =
        new URL(line.printFileUrl, this.config.publicUrl).pathname.split('/').pop() ||
        `${order.orderHash}-${index + 1}.jpg`;
      return {
        lineId: line.id,
        printType: option.type.value,
        printSize: option.size.value,
        quantity: line.quantity,
        printFile: {
          url: line.printFileUrl,
          fileName,
          widthPx: line.printFileWidth,
          heightPx: line.printFileHeight,
        },
        variant: option.size.printify,
        mirrorEdges: option.type.value === 'canvas',
      };
    });
  }

  // ---- shared -----------------------------------------------------------------------------------------------------

  /** Runs `change` in a transaction with the claim locked, once the domain allows `action` from its state. */
  private async transition(
    claimId: string,
    action: ClaimAction,
    change: (manager: EntityManager, to: ClaimState, claim: ClaimRow) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const claim = await this.claims.lock(manager, claimId);
      if (!claim) throw claimNotFound();
      await change(manager, this.decide(claim.state, action), claim);
    });
  }

  private decide(state: ClaimState, action: ClaimAction): ClaimState {
    const decision = decideClaim(state, action);
    if (!decision.ok) throw new AppError('CLAIM.ACTION_CONFLICT', decision.reason);
    return decision.to;
  }

  private async ownOrder(user: AuthenticatedUser, orderHash: string): Promise<OrderRecord> {
    const order = await this.orders.findByHash(orderHash, { id: user.id, isAdmin: false });
    if (!order) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    return order;
  }

  private async orderOf(claim: ClaimRow): Promise<OrderRecord> {
    const order = await this.orders.findById(claim.orderId);
    if (!order) throw claimNotFound();
    return order;
  }

  private async mustFind(claimId: string): Promise<ClaimRow> {
    const claim = await this.claims.byId(claimId);
    if (!claim) throw claimNotFound();
    return claim;
  }

  private lineTaken(): AppError {
    return new AppError(
      'CLAIM.LINE_TAKEN',
      'An item you chose is already in an open report on this order. Please follow that report, or choose other items.',
    );
  }

  /**
   * The reports of the order that chose some of `lineIds` (before `claim`, when given), oldest first: for the repeat
   * rule (what was refunded of their lines, whether they were reprinted) and for staff.
   */
  private async earlierClaims(
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

  private async refuseTakenLines(orderId: string, lineIds: string[]): Promise<void> {
    const taken = await this.claims.openLineIds(orderId);
    if (lineIds.some((id) => taken.includes(id))) throw this.lineTaken();
  }

  private one(form: ClaimForm, name: string): string {
    return (form.fields[name]?.[0] ?? '').trim();
  }

  private text(form: ClaimForm, name: string, empty: string): string {
    const value = this.one(form, name);
    if (!value) throw invalid(empty);
    if (value.length > MAX_CLAIM_TEXT) throw invalid(`Please keep it under ${MAX_CLAIM_TEXT} characters.`);
    return value;
  }

  /**
   * The upload pipeline's checks on every photo (real images only, at most 40 MP, metadata stripped), decoded through
   * the process's one decode gate like every upload (503 UPLOAD.BUSY when it is full). Nothing is stored yet.
   */
  private async decodePhotos(photos: Buffer[]): Promise<IngestedImage[]> {
    const images: IngestedImage[] = [];
    for (const [index, bytes] of photos.entries()) {
      try {
        images.push(await this.decodeGate.run(() => ingestImage(bytes)));
      } catch (error) {
        if (error instanceof AppError && error.code === 'UPLOAD.INVALID') {
          throw new AppError('UPLOAD.INVALID', `Photo ${index + 1}: ${error.message}`, { cause: error });
        }
        throw error;
      }
    }
    return images;
  }

  /**
   * Runs `work`, which stores the decoded photos privately (by calling `storePhotos`, once the report or answer is
   * accepted in its transaction); when `work` fails, the files it stored are deleted again, so a refused report keeps
   * no photo.
   */
  private async withPhotoFiles<T>(
    orderHash: string,
    images: IngestedImage[],
    work: (storePhotos: () => Promise<StoredClaimPhoto[]>) => Promise<T>,
  ): Promise<T> {
    const keys: string[] = [];
    const storePhotos = async (): Promise<StoredClaimPhoto[]> => {
      const stored: StoredClaimPhoto[] = [];
      for (const image of images) {
        const key = `claims/${orderHash}/${randomUUID()}.webp`;
        keys.push(key);
        await this.storage.put(key, image.body, 'image/webp');
        stored.push({ storageKey: key, width: image.width, height: image.height });
      }
      return stored;
    };
    try {
      return await work(storePhotos);
    } catch (error) {
      await Promise.all(keys.map((key) => this.storage.delete(key).catch(() => undefined)));
      throw error;
    }
  }

  private async toDtos(rows: ClaimRow[]): Promise<ClaimDto[]> {
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

  private emailBase(order: OrderRecord) {
    return {
      orderNumber: order.orderNumber,
      customerName: order.shippingAddress?.first_name || order.customerName || 'there',
      orderUrl: shopUrl(this.config.publicUrl, shopPaths.orderPage(order.orderHash)),
      supportEmail: this.config.supportEmail,
    };
  }

  /** Queues the customer's email about the claim in the caller's transaction: it goes out once the change commits. */
  private queueEmail(manager: EntityManager, payload: ClaimEmailPayload): Promise<void> {
    return this.jobs.send(manager, OtherJob.ClaimEmail, payload);
  }

  /** A claim email, to the order's customer; a failed send is retried by the job engine. */
  @OnJob(OtherJob.ClaimEmail)
  async sendEmail(payload: ClaimEmailPayload): Promise<void> {
    const claim = await this.mustFind(payload.claimId);
    const order = await this.orderOf(claim);
    const mail = payload.reprintShipped
      ? {
          ...reprintShippedEmail({
            ...this.emailBase(order),
            ...(payload.reprintShipped.trackingUrl
              ? { trackingUrl: payload.reprintShipped.trackingUrl }
              : {}),
          }),
          tag: 'claim-reprint-shipped',
        }
      : {
          ...claimStatusEmail({
            ...this.emailBase(order),
            state: payload.state as ClaimState,
            ...(payload.message !== undefined ? { message: payload.message } : {}),
            ...(payload.refundCents !== undefined ? { refundCents: payload.refundCents } : {}),
            ...(payload.answered ? { answered: true } : {}),
          }),
          tag: `claim-${payload.state}`,
        };
    await this.mailer.send({ to: order.customerEmail, ...mail });
  }
}
