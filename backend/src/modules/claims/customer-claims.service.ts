import { Inject, Injectable } from '@nestjs/common';
import {
  CLAIM_REASONS,
  claimWindow,
  CLOCK,
  type Clock,
  DEFAULT_DELIVERY_RANGE,
  type ClaimReason,
  type ClaimWindow,
  latestDeliveryEstimate,
  normalizeFulfilmentStatus,
  OBJECT_STORAGE,
  type ObjectStorage,
  repeatClaimDecision,
} from '@petart/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { OrdersRepository, type OrderRecord } from '../orders';
import { decodePhotos, ImageDecodeGate, withStoredPhotos, type IngestedImage } from '../sessions';
import { ClaimDecisionsService } from './claim-decisions.service';
import { ClaimEmailsService } from './claim-emails.service';
import { claimNotFound, invalidClaim } from './claim-errors';
import type { ClaimForm } from './claim-form';
import { ClaimsReadService } from './claims-read.service';
import type { ClaimDto, OrderClaimsDto } from './claims.dto';
import { ClaimsRepository, type StoredClaimPhoto } from './claims.repository';

export const MAX_CLAIM_PHOTOS = 5;
export const MAX_CLAIM_TEXT = 2000;

const lineTaken = (): AppError =>
  new AppError(
    'CLAIM.LINE_TAKEN',
    'An item you chose is already in an open report on this order. Please follow that report, or choose other items.',
  );

/**
 * The customer's side of a claim: the report window of an order, a new report on some of its lines (the domain's
 * window and repeat rules, its photos checked, stored privately and kept only when the report is accepted), the
 * order's reports, and the customer's answer while staff wait for one. The claims tables are written through
 * ClaimsRepository; orders are only read.
 */
@Injectable()
export class CustomerClaimsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: ClaimsRepository,
    private readonly orders: OrdersRepository,
    private readonly reads: ClaimsReadService,
    private readonly decisions: ClaimDecisionsService,
    private readonly emails: ClaimEmailsService,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly decodeGate: ImageDecodeGate,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
      throw invalidClaim(`Please choose a reason: ${CLAIM_REASONS.join(', ')}.`);
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
    if (lineIds.length === 0) throw invalidClaim('Please choose at least one item of the order.');
    const lines = await this.orders.lines(order.id);
    const unknown = lineIds.filter((id) => !lines.some((line) => line.id === id));
    if (unknown.length > 0) throw invalidClaim('Some of the chosen items are not part of this order.');
    if (form.photos.length < 1 || form.photos.length > MAX_CLAIM_PHOTOS) {
      throw invalidClaim(`Please add 1 to ${MAX_CLAIM_PHOTOS} photos of the problem.`);
    }
    const window = await this.windowOf(order);
    if (!window.open)
      throw new AppError('CLAIM.WINDOW_CLOSED', window.reason ?? 'A problem cannot be reported now.');
    // The lines are checked before any photo is decoded; a report refused here or by the unique index below (a
    // parallel report on the same line) stores no file.
    await this.refuseTakenLines(order.id, lineIds);
    const settled = repeatClaimDecision(
      order,
      (await this.reads.earlierClaims(order.id, lineIds, lines)).map((e) => e.rule),
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
          await this.emails.queue(manager, { claimId, state: 'received' });
          return claimId;
        })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === '23505') throw lineTaken();
          throw error;
        }),
    );
    return this.reads.dtoOf(id);
  }

  /** GET /orders/:orderHash/claims (owner, or staff): the reports, the window and what happens next. */
  async forOrder(user: AuthenticatedUser, orderHash: string): Promise<OrderClaimsDto> {
    const order = await this.orders.findByHash(orderHash, user);
    if (!order) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    const rows = await this.claims.forOrder(order.id);
    const window = await this.windowOf(order);
    return {
      canReport: window.open,
      closesAt: window.closesAt ? window.closesAt.toISOString() : null,
      windowReason: window.reason ?? null,
      linesInOpenReport: await this.claims.openLineIds(order.id),
      claims: await this.reads.toDtos(rows),
    };
  }

  /** POST /claims/:claimId/replies: the customer's answer while staff wait for it; the report is looked at again. */
  async reply(user: AuthenticatedUser, claimId: string, form: ClaimForm): Promise<ClaimDto> {
    const claim = await this.claims.byId(claimId);
    if (!claim || claim.userId !== user.id) throw claimNotFound();
    const body = this.text(form, 'message', 'Please write your answer.');
    if (form.photos.length > MAX_CLAIM_PHOTOS)
      throw invalidClaim(`Please add at most ${MAX_CLAIM_PHOTOS} photos.`);
    const order = await this.reads.orderOf(claim);
    this.decisions.decide(claim.state, 'reply');
    const images = await this.decodePhotos(form.photos);
    await this.withPhotoFiles(order.orderHash, images, (storePhotos) =>
      this.decisions.transition(claimId, 'reply', async (manager, to) => {
        const messageId = await this.claims.addMessage(manager, claimId, {
          author: 'customer',
          authorId: user.id,
          body,
        });
        await this.claims.addPhotos(manager, claimId, messageId, await storePhotos());
        await this.claims.setState(manager, claimId, to);
        await this.emails.queue(manager, { claimId, state: to, answered: true });
      }),
    );
    return this.reads.dtoOf(claimId);
  }

  private async ownOrder(user: AuthenticatedUser, orderHash: string): Promise<OrderRecord> {
    const order = await this.orders.findByHash(orderHash, { id: user.id, isAdmin: false });
    if (!order) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    return order;
  }

  private async refuseTakenLines(orderId: string, lineIds: string[]): Promise<void> {
    const taken = await this.claims.openLineIds(orderId);
    if (lineIds.some((id) => taken.includes(id))) throw lineTaken();
  }

  private one(form: ClaimForm, name: string): string {
    return (form.fields[name]?.[0] ?? '').trim();
  }

  private text(form: ClaimForm, name: string, empty: string): string {
    const value = this.one(form, name);
    if (!value) throw invalidClaim(empty);
    if (value.length > MAX_CLAIM_TEXT)
      throw invalidClaim(`Please keep it under ${MAX_CLAIM_TEXT} characters.`);
    return value;
  }

  private decodePhotos(photos: Buffer[]): Promise<IngestedImage[]> {
    return decodePhotos(this.decodeGate, photos);
  }

  private withPhotoFiles<T>(
    orderHash: string,
    images: IngestedImage[],
    work: (storePhotos: () => Promise<StoredClaimPhoto[]>) => Promise<T>,
  ): Promise<T> {
    return withStoredPhotos(this.storage, `claims/${orderHash}`, images, work);
  }
}
