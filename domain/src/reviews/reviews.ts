import { ART_STYLES } from '../catalogue/art-styles';
import { escapeHtml } from '../links/page-head';
import type { ProductRating } from '../links/structured-data';

/**
 * Customer reviews (docs/decisions.md D-310): one per delivered order line, 1-5 stars, a few lines and up to three
 * photos of the print, shown on the public pages once staff approved them. No figure here is ever invented: the
 * average and count are those of the approved reviews, and with none the section is empty.
 */

export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  /** A few lines: enough for a story, short enough to read on a phone. */
  maxBodyLength: 1000,
  maxPhotos: 3,
  maxReplyLength: 1000,
  /** How many approved reviews a public page shows (the most recent). */
  showcaseSize: 6,
} as const;

/** Where a review stands: waiting for staff, shown on the public pages, or kept out of them by staff. */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_MESSAGES = {
  rating: `Please rate the print from ${REVIEW_LIMITS.minRating} to ${REVIEW_LIMITS.maxRating} stars.`,
  body: 'Please write a few lines about your print.',
  bodyTooLong: `Please keep your review under ${REVIEW_LIMITS.maxBodyLength} characters.`,
  tooManyPhotos: `Please add at most ${REVIEW_LIMITS.maxPhotos} photos.`,
  notDelivered: 'You can review an order once it has been delivered.',
  notYourOrder: 'Order not found: you can only review your own orders.',
  lineTaken: 'You have already reviewed this print: edit your review instead.',
  unknownLine: 'This print is not part of the order.',
} as const;

/** The rating as stored: a whole number of stars within the scale, or the message why not. */
export function reviewRatingProblem(value: unknown): string | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' &&
    Number.isInteger(n) &&
    n >= REVIEW_LIMITS.minRating &&
    n <= REVIEW_LIMITS.maxRating
    ? undefined
    : REVIEW_MESSAGES.rating;
}

/** The review's text trimmed, or the message why it cannot be kept. */
export function reviewBodyProblem(body: string): string | undefined {
  const text = body.trim();
  if (!text) return REVIEW_MESSAGES.body;
  if (text.length > REVIEW_LIMITS.maxBodyLength) return REVIEW_MESSAGES.bodyTooLong;
  return undefined;
}

/**
 * How a reviewer is named in public: the first name and the initial of the last ("Jane D."), never the full name or
 * the email address.
 */
export function reviewerName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const first = (firstName ?? '').trim().split(/\s+/)[0] ?? '';
  const initial = (lastName ?? '').trim().charAt(0).toUpperCase();
  if (!first) return 'A PetArt customer';
  return initial ? `${first} ${initial}.` : first;
}

/** One approved review as a public page shows it. */
export interface ShowcaseReview {
  id: string;
  rating: number;
  body: string;
  authorName: string;
  /** The art style's slug of the reviewed print, when known. */
  style: string | null;
  /** ISO time the review was written. */
  createdAt: string;
  /** The shop's public answer, if any. */
  reply: string | null;
  photos: { url: string; width: number; height: number }[];
}

/** What a public page tells of the reviews: the approved reviews' average and count, and the most recent. */
export interface ReviewShowcase {
  /** The average stars of every approved review, to one decimal; null when there is none. */
  average: number | null;
  count: number;
  reviews: ShowcaseReview[];
}

export const EMPTY_REVIEW_SHOWCASE: ReviewShowcase = { average: null, count: 0, reviews: [] };

/** The average of some ratings to one decimal (4.67 -> 4.7), or null for none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}

/** The product's schema.org rating from the approved reviews; none without reviews (never an invented figure). */
export function productRatingOf(showcase: ReviewShowcase): ProductRating | undefined {
  if (showcase.count === 0 || showcase.average === null) return undefined;
  return {
    ratingValue: showcase.average,
    reviewCount: showcase.count,
    bestRating: REVIEW_LIMITS.maxRating,
    worstRating: REVIEW_LIMITS.minRating,
  };
}

/**
 * The words a prerendered page carries where its reviews go (inside the reviews section): the page is built once and
 * reviews are approved any day, so the server writes the approved ones in their place as it sends the page.
 */
export const REVIEWS_PLACEHOLDER = '%REVIEWS%';

function stars(rating: number): string {
  return '★'.repeat(rating) + '☆'.repeat(REVIEW_LIMITS.maxRating - rating);
}

/**
 * The reviews section's content as HTML: the same function fills the prerendered page on the server and renders the
 * section in the app, so the page as sent is what the app adopts. Empty when there is no approved review. Photos are
 * lazy with their width and height (no layout shift); every text is escaped.
 */
export function reviewsSectionHtml(showcase: ReviewShowcase, heading = 'What customers say'): string {
  if (showcase.count === 0 || showcase.average === null || showcase.reviews.length === 0) return '';
  const summary =
    `<p class="reviews-summary"><span aria-hidden="true">${stars(Math.round(showcase.average))}</span> ` +
    `<strong>${showcase.average.toFixed(1)} out of ${REVIEW_LIMITS.maxRating}</strong> ` +
    `from ${showcase.count} ${showcase.count === 1 ? 'review' : 'reviews'}</p>`;
  const items = showcase.reviews.map((review) => {
    const style = ART_STYLES.find((s) => s.slug === review.style)?.name;
    const photos = review.photos
      .map(
        (photo) =>
          `<img src="${escapeHtml(photo.url)}" width="${photo.width}" height="${photo.height}" loading="lazy" ` +
          `decoding="async" alt="The print ${escapeHtml(review.authorName)} received">`,
      )
      .join('');
    return (
      `<li class="review" data-review-id="${escapeHtml(review.id)}">` +
      `<p class="review-rating"><span aria-hidden="true">${stars(review.rating)}</span>` +
      `<span class="review-sr">${review.rating} out of ${REVIEW_LIMITS.maxRating} stars</span></p>` +
      `<p class="review-body">${escapeHtml(review.body)}</p>` +
      (photos ? `<div class="review-photos">${photos}</div>` : '') +
      `<p class="review-author">${escapeHtml(review.authorName)}${style ? `, ${escapeHtml(style)}` : ''}</p>` +
      (review.reply
        ? `<p class="review-reply"><strong>PetArt replied:</strong> ${escapeHtml(review.reply)}</p>`
        : '') +
      `</li>`
    );
  });
  return (
    `<h2 class="reviews-heading">${escapeHtml(heading)}</h2>${summary}` +
    `<ul class="reviews-list">${items.join('')}</ul>`
  );
}
