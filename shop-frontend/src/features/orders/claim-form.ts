import { CLAIM_REASONS, LIMITS, type ClaimReason } from '@petart/domain';
import { CLAIM_TEXT } from './claims-texts';

/** At most this many photos with a report or an answer, and this many characters of text (the server's limits). */
export const MAX_CLAIM_PHOTOS = 5;
export const MAX_CLAIM_TEXT = 2000;

/**
 * What the file input offers: any image, and HEIC/HEIF by name for systems that give those no type. Which image
 * formats are decoded is the server's call (the upload pipeline's); its message names them.
 */
export const CLAIM_PHOTO_ACCEPT = 'image/*,.heic,.heif';

/**
 * A chosen photo's problem, with its number in the list; null when it can be sent. Only what is plainly not an image
 * (a typed non-image file) or too large is refused here; the server checks every photo's content.
 */
export function photoProblem(file: { type: string; size: number }, index: number): string | null {
  const name = `Photo ${index}`;
  if (file.type !== '' && !file.type.toLowerCase().startsWith('image/'))
    return CLAIM_TEXT.photoNotImage(name);
  if (file.size > LIMITS.uploadMaxBytes) return CLAIM_TEXT.photoTooLarge(name);
  return null;
}

export interface ReportDraft {
  reason: ClaimReason | '';
  lineIds: readonly string[];
  photos: readonly { type: string; size: number }[];
  description: string;
}

export type ReportField = 'reason' | 'lineIds' | 'photos' | 'description';
export type ReportErrors = Partial<Record<ReportField, string>>;

/** The fields in the order the form shows them (the first with an error takes the focus). */
export const REPORT_FIELDS: readonly ReportField[] = ['reason', 'lineIds', 'photos', 'description'];

function textProblem(value: string, empty: string): string | undefined {
  const text = value.trim();
  if (!text) return empty;
  if (text.length > MAX_CLAIM_TEXT) return CLAIM_TEXT.textTooLong(MAX_CLAIM_TEXT);
  return undefined;
}

function photosProblem(photos: ReportDraft['photos'], min: number): string | undefined {
  if (photos.length < min) return CLAIM_TEXT.photosMissing;
  if (photos.length > MAX_CLAIM_PHOTOS) return CLAIM_TEXT.photosTooMany(MAX_CLAIM_PHOTOS);
  for (const [index, photo] of photos.entries()) {
    const problem = photoProblem(photo, index + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** The report's problems before it is sent: a reason, one line or more, 1-5 photos that are images, a description. */
export function validateReport(draft: ReportDraft): ReportErrors {
  const errors: ReportErrors = {};
  if (!(CLAIM_REASONS as readonly string[]).includes(draft.reason)) errors.reason = CLAIM_TEXT.reasonMissing;
  if (draft.lineIds.length === 0) errors.lineIds = CLAIM_TEXT.linesMissing;
  const photos = photosProblem(draft.photos, 1);
  if (photos) errors.photos = photos;
  const description = textProblem(draft.description, CLAIM_TEXT.descriptionMissing);
  if (description) errors.description = description;
  return errors;
}

/** The answer's problems: a message, and up to 5 photos that are images. */
export function validateReply(draft: { message: string; photos: ReportDraft['photos'] }): {
  message?: string;
  photos?: string;
} {
  const message = textProblem(draft.message, CLAIM_TEXT.answerMissing);
  const photos = photosProblem(draft.photos, 0);
  return { ...(message ? { message } : {}), ...(photos ? { photos } : {}) };
}
