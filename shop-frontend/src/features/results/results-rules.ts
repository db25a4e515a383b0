import { ERROR_CATALOGUE, FAILURE_TEXTS, revisionAllowed, type ErrorType } from '@petart/domain';

/** Labels of the generated images, newest first: 'Latest', then 'Version N' counting down (product.md P12 Results). */
export function versionLabel(index: number, total: number): string {
  return index === 0 ? 'Latest' : `Version ${total - index}`;
}

/** Signed URLs differ per hour; the stored path (without the query) identifies an image. */
export function imageKey(url: string | null | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}

export function sameImage(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && imageKey(a) === imageKey(b);
}

/** The refine panel is disabled once the session has been refined (product.md P3 Revision). */
export function canRefine(revisionCount: number | undefined): boolean {
  return revisionAllowed(revisionCount ?? 0);
}

export const RESULTS_TEXTS = {
  generating: 'Generating your artwork...',
  upTo60: 'This may take up to 60 seconds',
  alreadyRefined: 'This artwork was already refined. Each artwork can be refined once.',
  selectionFailedTitle: 'Selection Failed',
  selectionFailedMessage: "We couldn't save your selection. Please try again.",
  selectedTitle: 'Artwork Selected',
  selectedMessage: "Now let's choose how to print it.",
  refinePlaceholder: 'e.g. add a crown, make it brighter',
  leavePrompt: 'Your artwork is being generated. Are you sure you want to leave?',
} as const;

/** product.md P11 timings of this step. */
export const RESULTS_TIMING = {
  pollMs: 2000,
  noImagesMs: 3000,
  selectToastMs: 1500,
  navigateMs: 1000,
  retryMs: 1000,
} as const;

/**
 * Whether the results page should keep polling the session every 2 s: only while something is still pending (no
 * data yet, a generation running on the server, or no image yet and the 3 s 'No Images Generated' wait not over).
 * A finished session is not polled, so an open tab stops asking.
 */
export function sessionPending(
  session: { generatedImages?: readonly string[] | null; aiJobStatus?: string | null } | undefined,
  noImagesShown: boolean,
): boolean {
  if (!session) return true;
  if (session.aiJobStatus === 'processing') return true;
  return (session.generatedImages?.length ?? 0) === 0 && !noImagesShown;
}

export interface ResultsFailure {
  type: ErrorType;
  message: string;
  status?: number;
}

/** Title and message of the results error modal; without a server message the revision fallback is used. */
export function resultsErrorText(failure: ResultsFailure): { title: string; message: string } {
  return {
    title: ERROR_CATALOGUE[failure.type].title,
    message: failure.message || FAILURE_TEXTS.revisionFallback,
  };
}

/** QUOTA_EXCEEDED (and HTTP 429) offer no retry on the results page (product.md P9). */
export function resultsCanRetry(failure: ResultsFailure): boolean {
  return !(failure.type === 'QUOTA_EXCEEDED' || failure.type === 'RATE_LIMIT' || failure.status === 429);
}
