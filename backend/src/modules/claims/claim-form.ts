import type { FastifyRequest } from 'fastify';
import { readPhotoForm, type PhotoForm } from '../sessions';

/** What a customer sends with a report or an answer (the controller reads the multipart parts). */
export type ClaimForm = PhotoForm;

/**
 * Reads a report's multipart form: text fields (repeatable) and up to `maxPhotos` files of the `photos` field, each
 * within the upload size limit (the upload pipeline's). Other file fields are drained and ignored.
 */
export function readClaimForm(request: FastifyRequest, maxPhotos: number): Promise<ClaimForm> {
  return readPhotoForm(request, maxPhotos, {
    code: 'CLAIM.INVALID',
    notMultipart: 'Please send the report as a form with its photos (multipart/form-data).',
    unreadable: 'The report form could not be read.',
  });
}
