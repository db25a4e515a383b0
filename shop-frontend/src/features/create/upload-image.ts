import { LIMITS, type PhotoWarning } from '@petart/domain';

/** Server texts (docs/product.md P3), also used by the client-side checks so both say the same. */
export const UPLOAD_TEXTS = {
  tooLargeTitle: 'File too large',
  tooLargeMessage: 'Your photo is larger than 10MB. Please choose a smaller image.',
  unsupportedTitle: 'Upload failed',
  unsupportedMessage: 'This file is not a supported image. Please upload a JPEG, PNG, WebP or HEIC photo.',
} as const;

/** Types the server decodes (HEIC/HEIF: iPhone photos). */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
] as const;

/** What the file input offers: any image, and HEIC/HEIF by name for systems that give those no image type. */
export const FILE_INPUT_ACCEPT = 'image/*,.heic,.heif';

/** A HEIC/HEIF photo by its name: most browsers off Apple's systems report such a file with an empty type. */
const HEIF_NAME = /\.(heic|heif)$/i;

export interface UploadProblem {
  title: string;
  message: string;
}

/** A HEIC/HEIF photo, by its type or (when the browser gives none) its name. */
export function isHeifFile(file: { type: string; name?: string }): boolean {
  const type = file.type.toLowerCase();
  if (type.startsWith('image/hei')) return true;
  return (type === '' || type === 'application/octet-stream') && HEIF_NAME.test(file.name ?? '');
}

/**
 * Client-side check before sending: the 10 MB limit and the image type, with the server's messages. A file with no
 * type passes when its name says HEIC/HEIF (the server sniffs the bytes either way).
 */
export function checkUploadFile(file: { size: number; type: string; name?: string }): UploadProblem | null {
  if (!isHeifFile(file) && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return { title: UPLOAD_TEXTS.unsupportedTitle, message: UPLOAD_TEXTS.unsupportedMessage };
  }
  if (file.size > LIMITS.uploadMaxBytes) {
    return { title: UPLOAD_TEXTS.tooLargeTitle, message: UPLOAD_TEXTS.tooLargeMessage };
  }
  return null;
}

/** A failed upload: the HTTP status (0 when the server was not reached) and the parsed body, if any. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Upload failed with status ${status}`);
    this.name = 'UploadError';
  }
}

/** What a successful upload answers: the new session and what the photo check found (empty: nothing). */
export interface UploadResult {
  sessionId: string;
  warnings: PhotoWarning[];
}

const isWarning = (value: unknown): value is PhotoWarning =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PhotoWarning).code === 'string' &&
  typeof (value as PhotoWarning).message === 'string';

export interface UploadOptions {
  url: string;
  token: string | null;
  /** 0-100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /upload (or, for another pet of the portrait, POST /sessions/:id/pets) as multipart (field 'image') through
 * XMLHttpRequest, the one browser API that reports upload
 * progress. Sends the bearer token and cookies like the RTK Query base query does.
 */
export function uploadImage(file: File, options: UploadOptions): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (options.token) xhr.setRequestHeader('Authorization', `Bearer ${options.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      // POST /upload answers the new session's id; POST /sessions/:id/pets (another pet) the whole session.
      const answer = (body ?? {}) as {
        sessionId?: unknown;
        session?: { sessionId?: unknown };
        warnings?: unknown;
      };
      const sessionId = answer.sessionId ?? answer.session?.sessionId;
      const { warnings } = answer;
      if (xhr.status >= 200 && xhr.status < 300 && typeof sessionId === 'string' && sessionId !== '') {
        options.onProgress?.(100);
        resolve({ sessionId, warnings: Array.isArray(warnings) ? warnings.filter(isWarning) : [] });
      } else {
        reject(new UploadError(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, undefined));
    xhr.onabort = () => reject(new UploadError(0, undefined));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

/**
 * uploadImage with the app's refresh rule (product.md P3): a 401 refreshes the session once and repeats the upload with
 * the new token (progress starts again); without a new token the 401 stands.
 */
export async function uploadImageWithRefresh(
  file: File,
  options: UploadOptions,
  tokenAfter401: (sentWith: string | null) => Promise<string | null>,
): Promise<UploadResult> {
  try {
    return await uploadImage(file, options);
  } catch (error) {
    if (!(error instanceof UploadError) || error.status !== 401 || options.signal?.aborted) throw error;
    const token = await tokenAfter401(options.token);
    if (!token) throw error;
    options.onProgress?.(0);
    return uploadImage(file, { ...options, token });
  }
}
