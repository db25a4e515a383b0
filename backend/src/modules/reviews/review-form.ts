import type { FastifyRequest } from 'fastify';
import { readPhotoForm, type PhotoForm } from '../sessions';

/** What a customer sends with a review or an edit (text fields, repeatable, and the photos). */
export type ReviewForm = PhotoForm;

/**
 * Reads a review's multipart form: text fields and up to `maxPhotos` files of the `photos` field, each within the
 * upload pipeline's size limit.
 */
export function readReviewForm(request: FastifyRequest, maxPhotos: number): Promise<ReviewForm> {
  return readPhotoForm(request, maxPhotos, {
    code: 'REVIEW.INVALID',
    notMultipart: 'Please send the review as a form (multipart/form-data).',
    unreadable: 'The review form could not be read.',
  });
}

/** The first value of a field, trimmed ('' when absent). */
export function formField(form: ReviewForm, name: string): string {
  return (form.fields[name]?.[0] ?? '').trim();
}
