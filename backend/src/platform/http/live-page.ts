import {
  escapeHtml,
  GIFT_DEADLINE_PLACEHOLDER,
  PRERENDERED_QUERIES_ID,
  REVIEWS_PLACEHOLDER,
  reviewsSectionHtml,
  type ReviewShowcase,
} from '@petart/domain';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The answers a live page is completed with: the gift deadline of the day (GET /api/delivery/gift-deadline's) and the
 * approved reviews (GET /api/reviews's, D-310).
 */
export interface LiveAnswers {
  giftDeadline: { today: string; deadline: { sentence: string } | null };
  reviews: ReviewShowcase;
}

/** A page as sent: its bytes, and the compressed copies the browser may take instead. */
export interface SentPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const JSON_BLOCK = new RegExp(
  `(<script type="application/json" id="${PRERENDERED_QUERIES_ID}">)([\\s\\S]*?)(</script>)`,
);

/** A page made in memory with the compressed copies the build would have made of it. */
export function compressedPage(html: string): SentPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** True when a prerendered page has a part that changes after the build (the gift deadline, the reviews). */
export function isLivePage(html: string): boolean {
  return html.includes(GIFT_DEADLINE_PLACEHOLDER) || html.includes(REVIEWS_PLACEHOLDER);
}

/**
 * A prerendered page completed with the answers of the moment: the gift deadline's sentence and the approved reviews
 * (the domain's reviewsSectionHtml, which the app renders too) where the build wrote their placeholders, and the same
 * answers in the page's JSON block, so the app's first render is the page as sent (React adopts it instead of
 * rendering it again). With no approved review the section stays empty.
 */
export function completeLivePage(html: string, answers: LiveAnswers): string {
  const withAnswer = html.replace(JSON_BLOCK, (_block, open: string, json: string, close: string) => {
    let queries: Record<string, unknown>;
    try {
      queries = JSON.parse(json) as Record<string, unknown>;
    } catch {
      queries = {};
    }
    queries.giftDeadline = answers.giftDeadline;
    queries.reviews = answers.reviews;
    return `${open}${JSON.stringify(queries).replace(/</g, '\\u003c')}${close}`;
  });
  const sentence = escapeHtml(answers.giftDeadline.deadline?.sentence ?? '');
  return withAnswer
    .split(GIFT_DEADLINE_PLACEHOLDER)
    .join(sentence)
    .split(REVIEWS_PLACEHOLDER)
    .join(reviewsSectionHtml(answers.reviews));
}

/**
 * Sends a live page, compressed the way the build compresses its files, made once per answer: the answers change a
 * few times a day (the date, a review approved), and each visitor in between gets the copy made for the first.
 * `withHead` writes the page's head for the answers (the landing page's structured data carries the reviews' rating).
 */
export function livePageSender(
  html: string,
  withHead: (html: string, answers: LiveAnswers) => string = (page) => page,
): (answers: LiveAnswers) => SentPage {
  let last: { key: string; page: SentPage } | undefined;
  return (answers) => {
    const key = JSON.stringify(answers);
    if (last?.key !== key) {
      last = { key, page: compressedPage(completeLivePage(withHead(html, answers), answers)) };
    }
    return last.page;
  };
}
