import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  averageRating,
  EMPTY_REVIEW_SHOWCASE,
  REVIEW_LIMITS,
  type ReviewShowcase,
  type ShowcaseReview,
} from '@petart/domain';
import { ReviewsRepository, type ReviewRow } from './reviews.repository';

/** How old the landing page's copy of the approved reviews may get before it is read again (other replicas' news). */
export const SHOWCASE_REFRESH_MS = 60_000;

/** The public address of a review photo: served while its review is approved (ReviewsController). */
export function publicReviewPhotoUrl(photoId: string): string {
  return `/api/reviews/photos/${photoId}`;
}

/**
 * The approved reviews as the public pages show them (D-310): their average, count and the most recent with their
 * photos' public addresses. The landing page is completed from a copy kept in memory (the page is sent without a
 * database read): read at start-up, again at once after every change this process makes, and at most
 * SHOWCASE_REFRESH_MS old otherwise (a change made by another replica).
 */
@Injectable()
export class ReviewShowcaseService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ReviewShowcaseService.name);
  private current: ReviewShowcase = EMPTY_REVIEW_SHOWCASE;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<ReviewShowcase> | undefined;

  constructor(private readonly reviews: ReviewsRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh().catch((error: unknown) =>
      this.logger.warn(`Reviews not read at start-up: ${String(error)}`),
    );
  }

  /** The landing page's copy, as it is now; an old copy is read again in the background. */
  forLanding(): ReviewShowcase {
    if (Date.now() - this.readAt > SHOWCASE_REFRESH_MS && !this.reading) {
      void this.refresh().catch((error: unknown) => this.logger.warn(`Reviews not read: ${String(error)}`));
    }
    return this.current;
  }

  /** Reads the landing page's copy again (after a change of the approved reviews). */
  async refresh(): Promise<ReviewShowcase> {
    const reading = this.of().then((showcase) => {
      this.current = showcase;
      this.readAt = Date.now();
      return showcase;
    });
    this.reading = reading;
    try {
      return await reading;
    } finally {
      if (this.reading === reading) this.reading = undefined;
    }
  }

  /** The approved reviews (of one style, when given) from the database. */
  async of(style?: string): Promise<ReviewShowcase> {
    const [summary, rows] = await Promise.all([
      this.reviews.approvedSummary(style),
      this.reviews.recentApproved(REVIEW_LIMITS.showcaseSize, style),
    ]);
    if (summary.count === 0) return EMPTY_REVIEW_SHOWCASE;
    const photos = await this.reviews.photosOf(rows.map((r) => r.id));
    return {
      // The database's average, rounded the domain's way (one decimal).
      average: summary.average === null ? null : averageRating([summary.average]),
      count: summary.count,
      reviews: rows.map((row) =>
        this.toShowcase(
          row,
          photos.filter((p) => p.reviewId === row.id),
        ),
      ),
    };
  }

  private toShowcase(
    row: ReviewRow,
    photos: { id: string; width: number; height: number }[],
  ): ShowcaseReview {
    return {
      id: row.id,
      rating: row.rating,
      body: row.body,
      authorName: row.authorName,
      style: row.style,
      createdAt: new Date(row.createdAt).toISOString(),
      reply: row.reply,
      photos: photos.map((p) => ({ url: publicReviewPhotoUrl(p.id), width: p.width, height: p.height })),
    };
  }
}
