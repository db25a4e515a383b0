import { confidenceLabel, FALLBACK_ERROR_ANALYSIS } from '@petart/domain';
import type { ErrorAnalysisDto } from '../../api/enhanced-api';

/** Error log page size (product.md P11). */
export const ERROR_PAGE_SIZE = 10;
/** Messages are cut to this many characters on phones (product.md P9). */
export const MOBILE_MESSAGE_LENGTH = 100;

/** The page buttons (1-based): the first, the last and the pages within 2 of the current, with gaps as null. */
export function pageItems(current: number, pageCount: number): (number | null)[] {
  const items: (number | null)[] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    if (page === 1 || page === pageCount || Math.abs(page - current) <= 2) items.push(page);
    else if (items.at(-1) !== null) items.push(null);
  }
  return items;
}

export function truncate(text: string, max = MOBILE_MESSAGE_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export { confidenceLabel };

/**
 * The analysis to show after a failure (product.md P9): the fallback in a 503 body, else the default medium-severity
 * analysis at confidence 0.3.
 */
export function fallbackAnalysis(error: unknown): ErrorAnalysisDto {
  if (typeof error === 'object' && error !== null && 'status' in error && 'data' in error) {
    const { status, data } = error;
    if (status === 503 && typeof data === 'object' && data !== null && 'fallback' in data) {
      const fallback = data.fallback;
      if (typeof fallback === 'object' && fallback !== null && 'summary' in fallback)
        return fallback as ErrorAnalysisDto;
    }
  }
  return FALLBACK_ERROR_ANALYSIS;
}
