import { randomUUID } from 'node:crypto';
import { LIMITS, type ObjectStorage, uploadSizeAllowed } from '@petart/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import type { ErrorCode } from '../../platform/http/error-codes';
import type { ImageDecodeGate } from './image-decode-gate';
import { ingestImage, UNSUPPORTED_IMAGE_MESSAGE, type IngestedImage } from './image-ingest';

/**
 * Forms that carry photos besides the upload page's (a problem report, a review): read, checked and stored the upload
 * pipeline's way, so each photo passes the same checks whatever sends it.
 */

/** What a customer sends: text fields (repeatable) and the files of the `photos` field. */
export interface PhotoForm {
  fields: Record<string, string[]>;
  photos: Buffer[];
}

/** A photo as stored: its key and its size after the pipeline. */
export interface StoredPhoto {
  storageKey: string;
  width: number;
  height: number;
}

/** The words of a form's refusals: its own error code, and what to say when it is no form or cannot be read. */
export interface PhotoFormErrors {
  code: ErrorCode;
  notMultipart: string;
  unreadable: string;
}

const TOO_LARGE_MESSAGE = 'A photo is larger than 10MB. Please choose a smaller image.';

/**
 * Reads a multipart form: text fields and up to `maxPhotos` files of the `photos` field, each within the upload size
 * limit. Other file fields are drained and ignored.
 */
export async function readPhotoForm(
  request: FastifyRequest,
  maxPhotos: number,
  errors: PhotoFormErrors,
): Promise<PhotoForm> {
  if (!request.isMultipart()) throw new AppError(errors.code, errors.notMultipart);
  const form: PhotoForm = { fields: {}, photos: [] };
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
    if (code === 'FST_FILES_LIMIT')
      throw new AppError(errors.code, `Please add at most ${maxPhotos} photos.`);
    throw new AppError(errors.code, errors.unreadable, { cause: error });
  }
  for (const photo of form.photos) {
    if (photo.length === 0) throw new AppError('UPLOAD.INVALID', UNSUPPORTED_IMAGE_MESSAGE);
    if (!uploadSizeAllowed(photo.length)) throw new AppError('UPLOAD.TOO_LARGE', TOO_LARGE_MESSAGE);
  }
  return form;
}

/**
 * The upload pipeline's checks on every photo (real images only, at most 40 MP, metadata stripped), decoded through
 * the process's one decode gate like every upload (503 UPLOAD.BUSY when it is full). Nothing is stored yet.
 */
export async function decodePhotos(gate: ImageDecodeGate, photos: Buffer[]): Promise<IngestedImage[]> {
  const images: IngestedImage[] = [];
  for (const [index, bytes] of photos.entries()) {
    try {
      images.push(await gate.run(() => ingestImage(bytes)));
    } catch (error) {
      if (error instanceof AppError && error.code === 'UPLOAD.INVALID') {
        throw new AppError('UPLOAD.INVALID', `Photo ${index + 1}: ${error.message}`, { cause: error });
      }
      throw error;
    }
  }
  return images;
}

/**
 * Runs `work`, which stores the decoded photos privately under `folder/` (by calling `storePhotos`, once what they
 * come with is accepted in its transaction); when `work` fails, the files it stored are deleted again, so a refused
 * form keeps no photo.
 */
export async function withStoredPhotos<T>(
  storage: ObjectStorage,
  folder: string,
  images: IngestedImage[],
  work: (storePhotos: () => Promise<StoredPhoto[]>) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  const storePhotos = async (): Promise<StoredPhoto[]> => {
    const stored: StoredPhoto[] = [];
    for (const image of images) {
      const key = `${folder}/${randomUUID()}.webp`;
      keys.push(key);
      await storage.put(key, image.body, 'image/webp');
      stored.push({ storageKey: key, width: image.width, height: image.height });
    }
    return stored;
  };
  try {
    return await work(storePhotos);
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
