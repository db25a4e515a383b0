import { Inject, Injectable } from '@nestjs/common';
import {
  ART_STYLES,
  findArtStyle,
  normalizeFulfilmentStatus,
  OBJECT_STORAGE,
  type ObjectStorage,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewBodyProblem,
  reviewerName,
  reviewRatingProblem,
  type ReviewStatus,
} from '@petart/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { IMAGE_PATH_PREFIX, ImageUrlSigner } from '../images';
import { OrdersRepository, type OrderRecord } from '../orders';
import {
  decodePhotos,
  ImageDecodeGate,
  SessionsRepository,
  withStoredPhotos,
  type IngestedImage,
} from '../sessions';
import { formField, type ReviewForm } from './review-form';
import { ReviewShowcaseService } from './review-showcase.service';
import type { AdminReviewDto, AdminReviewListDto, OrderReviewsDto, ReviewDto } from './reviews.dto';
import {
  ReviewsRepository,
  type NewReviewPhoto,
  type ReviewPhotoRow,
  type ReviewRow,
} from './reviews.repository';

const invalid = (message: string): AppError => new AppError('REVIEW.INVALID', message);
export const reviewNotFound = (): AppError => new AppError('REVIEW.NOT_FOUND', 'Review not found');

/**
 * Reviews (D-310): the customer's side (the reviews of their own delivered order, one per line, written, edited and
 * deleted by their author, photos through the upload pipeline's checks, stored privately) and staff's (the list,
 * approve, hide, a public reply). Every change of what the public pages may show refreshes their copy.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reviews: ReviewsRepository,
    private readonly orders: OrdersRepository,
    private readonly sessions: SessionsRepository,
    private readonly showcase: ReviewShowcaseService,
    private readonly signer: ImageUrlSigner,
    private readonly decodeGate: ImageDecodeGate,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  // ---- the customer's side ------------------------------------------------------------------------------------

  /** GET /orders/:orderHash/reviews: whether the order can be reviewed, its lines and the caller's reviews of them. */
  async forOrder(user: AuthenticatedUser, orderHash: string): Promise<OrderReviewsDto> {
    const order = await this.ownOrder(user, orderHash);
    const [lines, rows] = await Promise.all([this.orders.lines(order.id), this.reviews.forOrder(order.id)]);
    const dtos = await this.toDtos(rows);
    const styles = await this.stylesOf(lines.map((line) => line.sessionId));
    const reason = this.whyNot(order);
    return {
      canReview: reason === null,
      reason,
      maxPhotos: REVIEW_LIMITS.maxPhotos,
      lines: lines.map((line, i) => ({
        lineId: line.id,
        printType: line.printType,
        printSize: line.printSize,
        style: styles[i] ?? null,
        review: dtos.find((d) => d.orderLineId === line.id) ?? null,
      })),
    };
  }

  /** POST /orders/:orderHash/reviews: the caller's review of one line of their own delivered order. */
  async create(user: AuthenticatedUser, orderHash: string, form: ReviewForm): Promise<ReviewDto> {
    const order = await this.ownOrder(user, orderHash);
    const reason = this.whyNot(order);
    if (reason) throw new AppError('REVIEW.NOT_DELIVERED', reason);
    const lineId = formField(form, 'lineId');
    const line = (await this.orders.lines(order.id)).find((l) => l.id === lineId);
    if (!line) throw invalid(REVIEW_MESSAGES.unknownLine);
    const { rating, body } = this.content(form);
    if (form.photos.length > REVIEW_LIMITS.maxPhotos) throw invalid(REVIEW_MESSAGES.tooManyPhotos);
    if ((await this.reviews.forOrder(order.id)).some((r) => r.orderLineId === lineId)) {
      throw new AppError('REVIEW.LINE_TAKEN', REVIEW_MESSAGES.lineTaken);
    }
    const images = await this.decodePhotos(form.photos);
    const address = order.shippingAddress;
    const [first, ...rest] = (order.customerName ?? '').trim().split(/\s+/);
    const authorName = reviewerName(address?.first_name ?? first, address?.last_name ?? rest.join(' '));
    const [style = null] = await this.stylesOf([line.sessionId]);
    const id = await this.withPhotoFiles(order.orderHash, images, (storePhotos) =>
      this.dataSource
        .transaction(async (manager) => {
          const reviewId = await this.reviews.insert(manager, {
            orderId: order.id,
            orderLineId: line.id,
            userId: user.id,
            authorName,
            style,
            rating,
            body,
          });
          await this.reviews.addPhotos(manager, reviewId, await storePhotos());
          return reviewId;
        })
        .catch((error: unknown) => {
          // A parallel review of the same line (the unique index).
          if ((error as { code?: string }).code === '23505') {
            throw new AppError('REVIEW.LINE_TAKEN', REVIEW_MESSAGES.lineTaken);
          }
          throw error;
        }),
    );
    return this.dtoOf(id);
  }

  /**
   * PATCH /reviews/:reviewId: the author's new stars, text and photos. The edited review goes back to staff: what
   * the public pages show is always text staff have read.
   */
  async edit(user: AuthenticatedUser, reviewId: string, form: ReviewForm): Promise<ReviewDto> {
    const review = await this.own(user, reviewId);
    const { rating, body } = this.content(form);
    const existing = await this.reviews.photosOf([review.id]);
    const remove = (form.fields.removePhotoIds ?? []).flatMap((v) => v.split(',')).map((v) => v.trim());
    const removed = existing.filter((p) => remove.includes(p.id));
    if (existing.length - removed.length + form.photos.length > REVIEW_LIMITS.maxPhotos) {
      throw invalid(REVIEW_MESSAGES.tooManyPhotos);
    }
    const images = await this.decodePhotos(form.photos);
    const order = await this.orders.findById(review.orderId);
    if (!order) throw reviewNotFound();
    await this.withPhotoFiles(order.orderHash, images, (storePhotos) =>
      this.dataSource.transaction(async (manager) => {
        await this.reviews.updateByAuthor(manager, review.id, rating, body);
        await this.reviews.deletePhotos(
          manager,
          review.id,
          removed.map((p) => p.id),
        );
        await this.reviews.addPhotos(manager, review.id, await storePhotos());
      }),
    );
    await this.deleteFiles(removed);
    if (review.status === 'approved') await this.showcase.refresh();
    return this.dtoOf(review.id);
  }

  /** DELETE /reviews/:reviewId: the author's review and its photos, gone. */
  async remove(user: AuthenticatedUser, reviewId: string): Promise<void> {
    const review = await this.own(user, reviewId);
    const photos = await this.reviews.photosOf([review.id]);
    await this.dataSource.transaction((manager) => this.reviews.delete(manager, review.id));
    await this.deleteFiles(photos);
    if (review.status === 'approved') await this.showcase.refresh();
  }

  /** A photo of a review, for the public route: only while the review is approved. */
  async publicPhoto(photoId: string): Promise<{ body: Uint8Array; contentType: string }> {
    const photo = await this.reviews.photo(photoId);
    if (!photo || photo.status !== 'approved') throw new AppError('IMAGES.NOT_FOUND', 'Image not found');
    const object = await this.storage.get(photo.storageKey);
    if (!object) throw new AppError('IMAGES.NOT_FOUND', 'Image not found');
    return { body: object.body, contentType: object.contentType };
  }

  // ---- staff's side -------------------------------------------------------------------------------------------

  async list(status: ReviewStatus): Promise<AdminReviewListDto> {
    const [rows, counts] = await Promise.all([
      this.reviews.withStatus(status, 200),
      this.reviews.countsByStatus(),
    ]);
    return { reviews: await this.toAdminDtos(rows), counts };
  }

  /** Approve or hide: the public pages show the review, or no longer. */
  async moderate(reviewId: string, status: 'approved' | 'hidden'): Promise<AdminReviewDto> {
    if (!(await this.reviews.setStatus(reviewId, status))) throw reviewNotFound();
    await this.showcase.refresh();
    return this.adminDtoOf(reviewId);
  }

  /** The shop's public reply, shown under the review. */
  async reply(reviewId: string, reply: string): Promise<AdminReviewDto> {
    const text = reply.trim();
    if (!text) throw invalid('Please write the reply.');
    const review = await this.reviews.byId(reviewId);
    if (!review) throw reviewNotFound();
    await this.reviews.setReply(reviewId, text);
    if (review.status === 'approved') await this.showcase.refresh();
    return this.adminDtoOf(reviewId);
  }

  async adminDtoOf(reviewId: string): Promise<AdminReviewDto> {
    const row = await this.reviews.byId(reviewId);
    if (!row) throw reviewNotFound();
    const [dto] = await this.toAdminDtos([row]);
    return dto!;
  }

  // ---- shared -------------------------------------------------------------------------------------------------

  /** Why the order cannot be reviewed, or null: only a delivered order can. */
  private whyNot(order: OrderRecord): string | null {
    return normalizeFulfilmentStatus(order.fulfillmentStatus) === 'delivered'
      ? null
      : REVIEW_MESSAGES.notDelivered;
  }

  /** The caller's own order; someone else's is not found (its existence is not told). */
  private async ownOrder(user: AuthenticatedUser, orderHash: string): Promise<OrderRecord> {
    const order = await this.orders.findByHash(orderHash, { id: user.id, isAdmin: false });
    if (!order) throw new AppError('ORDER.NOT_FOUND', REVIEW_MESSAGES.notYourOrder);
    return order;
  }

  /** The caller's own review; someone else's is not found. */
  private async own(user: AuthenticatedUser, reviewId: string): Promise<ReviewRow> {
    const review = await this.reviews.byId(reviewId);
    if (!review || review.userId !== user.id) throw reviewNotFound();
    return review;
  }

  private content(form: ReviewForm): { rating: number; body: string } {
    const ratingProblem = reviewRatingProblem(formField(form, 'rating'));
    if (ratingProblem) throw invalid(ratingProblem);
    const body = formField(form, 'body');
    const bodyProblem = reviewBodyProblem(body);
    if (bodyProblem) throw invalid(bodyProblem);
    return { rating: Number(formField(form, 'rating')), body };
  }

  /** The art style's slug of each print's creation (null when unknown), in one read for all of them. */
  private async stylesOf(sessionIds: (string | null)[]): Promise<(string | null)[]> {
    const known = sessionIds.filter((id): id is string => id !== null);
    const chosen = await this.sessions.selectedStyles([...new Set(known)]);
    return sessionIds.map((id) => {
      const name = id === null ? undefined : chosen.get(id);
      const style = name ? findArtStyle(name) : undefined;
      return style && ART_STYLES.includes(style) ? style.slug : null;
    });
  }

  private async dtoOf(reviewId: string): Promise<ReviewDto> {
    const row = await this.reviews.byId(reviewId);
    if (!row) throw reviewNotFound();
    const [dto] = await this.toDtos([row]);
    return dto!;
  }

  /** The author's and staff's view: photos as signed private URLs, whatever the review's status. */
  private async toDtos(rows: ReviewRow[]): Promise<ReviewDto[]> {
    const photos = await this.reviews.photosOf(rows.map((r) => r.id));
    return rows.map((row) => ({
      id: row.id,
      orderLineId: row.orderLineId,
      rating: row.rating,
      body: row.body,
      status: row.status,
      reply: row.reply,
      authorName: row.authorName,
      style: row.style,
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
      photos: photos
        .filter((p) => p.reviewId === row.id)
        .map((p) => ({
          id: p.id,
          url: this.signer.sign(`${IMAGE_PATH_PREFIX}${p.storageKey}`),
          width: p.width,
          height: p.height,
        })),
    }));
  }

  private async toAdminDtos(rows: ReviewRow[]): Promise<AdminReviewDto[]> {
    const dtos = await this.toDtos(rows);
    return dtos.map((dto, i) => ({ ...dto, orderId: rows[i]!.orderId }));
  }

  private decodePhotos(photos: Buffer[]): Promise<IngestedImage[]> {
    return decodePhotos(this.decodeGate, photos);
  }

  /** Runs `work`, which stores the photos (privately) when it calls `storePhotos`; a failed `work` keeps no file. */
  private withPhotoFiles<T>(
    orderHash: string,
    images: IngestedImage[],
    work: (storePhotos: () => Promise<NewReviewPhoto[]>) => Promise<T>,
  ): Promise<T> {
    return withStoredPhotos(this.storage, `reviews/${orderHash}`, images, work);
  }

  private async deleteFiles(photos: ReviewPhotoRow[]): Promise<void> {
    await Promise.all(photos.map((p) => this.storage.delete(p.storageKey).catch(() => undefined)));
  }
}
