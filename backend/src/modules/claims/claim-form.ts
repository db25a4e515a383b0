import { LIMITS, uploadSizeAllowed } from '@petart/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { UNSUPPORTED_IMAGE_MESSAGE } from '../sessions';

/** What a customer sends with a report or an answer (the controller reads the multipart parts). */
export interface ClaimForm {
  fields: Record<string, string[]>;
  photos: Buffer[];
}

const TOO_LARGE_MESSAGE = 'A photo is larger than 10MB. Please choose a smaller image.';

/**
 * Reads a report's multipart form: text fields (repeatable) and up to `maxPhotos` files of the `photos` field, each
 * within the upload size limit (the upload pipeline's). Other file fields are drained and ignored.
 */
export async function readClaimForm(request: FastifyRequest, maxPhotos: number): Promise<ClaimForm> {
  if (!request.isMultipart()) {
    throw new AppError(
      'CLAIM.INVALID',
      'Please send the report as a form with its photos (multipart/form-data).',
    );
  }
  const form: ClaimForm = { fields: {}, photos: [] };
  try {
    for await (const part of request.parts({
      limits: { fileSize: LIMITS.uploadMaxBytes + 1, files: maxPhotos, fields: 30, fieldSize: 10_000 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname === 'photos') form.photos.push(await part.toBuffer());
        else part.file.resume();
      } else if (typeof part.value === 'string') {
        (form.fields[part.fieldname] ??= []).push(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('UPLOAD.TOO_LARGE', TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('CLAIM.INVALID', `Please add at most ${maxPhotos} photos.`);
    }
    throw new AppError('CLAIM.INVALID', 'The report form could not be read.', { cause: error });
  }
  for (const photo of form.photos) {
    if (photo.length === 0) throw new AppError('UPLOAD.INVALID', UNSUPPORTED_IMAGE_MESSAGE);
    if (!uploadSizeAllowed(photo.length)) throw new AppError('UPLOAD.TOO_LARGE', TOO_LARGE_MESSAGE);
  }
  return form;
}
