import { escapeHtml, GIFT_DEADLINE_PLACEHOLDER, PRERENDERED_QUERIES_ID } from '@petart/domain';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The answer a live page is completed with: the gift deadline of the day (GET /api/delivery/gift-deadline's). */
export interface LiveAnswers {
  giftDeadline: { today: string; deadline: { sentence: string } | null };
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

/** True when a prerendered page has a part that changes by the day (the gift deadline). */
export function isLivePage(html: string): boolean {
  return html.includes(GIFT_DEADLINE_PLACEHOLDER);
}

/**
 * A prerendered page completed with the day's answers: the gift deadline's sentence where the build wrote the
 * placeholder, and the same answer in the page's JSON block, so the app's first render is the page as sent (React
 * adopts it instead of rendering it again).
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
    return `${open}${JSON.stringify(queries).replace(/</g, '\\u003c')}${close}`;
  });
  const sentence = escapeHtml(answers.giftDeadline.deadline?.sentence ?? '');
  return withAnswer.split(GIFT_DEADLINE_PLACEHOLDER).join(sentence);
}

/**
 * Sends a live page, compressed the way the build compresses its files, made once per answer: the answer changes
 * once a day, and each visitor of the day gets the copy made for the first.
 */
export function livePageSender(html: string): (answers: LiveAnswers) => SentPage {
  let last: { key: string; page: SentPage } | undefined;
  return (answers) => {
    const key = JSON.stringify(answers);
    if (last?.key !== key) last = { key, page: compressedPage(completeLivePage(html, answers)) };
    return last.page;
  };
}
