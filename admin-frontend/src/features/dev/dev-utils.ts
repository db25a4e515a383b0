import { confidenceLabel, FALLBACK_ERROR_ANALYSIS } from '@petart/domain';
import type { ErrorAnalysisDto } from '../../api/enhanced-api';
import type { VariantVerificationDto } from '../../api/generated';

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

const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

/**
 * What a variant verification says, one count everywhere: an issue is a configured variant the provider's catalog
 * contradicts, or a size printed otherwise than the text customers read promises. A size printed otherwise than the
 * product text, where customers read a neutral text, and a size matched by title are worth knowing but no issue: the
 * banner is a warning only when there is an issue.
 */
export function verificationVerdict(
  data: Pick<
    VariantVerificationDto,
    'checked' | 'source' | 'issues' | 'unconfirmed' | 'codeFixes' | 'promiseMismatches'
  >,
): { issueCount: number; severity: 'success' | 'warning'; text: string } {
  const misled = data.promiseMismatches.filter((row) => row.customersReadPromise).length;
  const issueCount = data.issues.length + misled;
  const catalog = data.source === 'printify' ? 'Printify' : 'local simulator';
  const notes = [
    data.unconfirmed.length > 0 ? `${data.unconfirmed.length} matched by title and not confirmed` : null,
    data.promiseMismatches.length - misled > 0
      ? `${plural(data.promiseMismatches.length - misled, 'size')} printed otherwise than the product text (customers read a neutral text)`
      : null,
    data.codeFixes.length > 0 ? plural(data.codeFixes.length, 'code fix', 'code fixes') : null,
  ].filter((note): note is string => note !== null);
  return {
    issueCount,
    severity: issueCount === 0 ? 'success' : 'warning',
    text:
      `${data.checked} sizes checked against the ${catalog} catalog: ${issueCount === 0 ? 'no issues' : plural(issueCount, 'issue')}` +
      (notes.length > 0 ? `; ${notes.join(', ')}.` : '.'),
  };
}
