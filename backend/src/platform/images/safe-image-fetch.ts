/** Limits of every server-side image download (image proxy, Printify mockups). */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
export const IMAGE_FETCH_MAX_BYTES = 20 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** Why a download was refused; the proxy answers 400 'Invalid image URL' for every one of them. */
export class UnsafeImageFetchError extends Error {
  override readonly name = 'UnsafeImageFetchError';
}

export interface FetchedImage {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Downloads an image from one allowed origin only (scheme + host + port compared exactly, so no other host, no
 * file:/data: URL, no internal address unless it IS the configured origin, no credentials in the URL), without
 * following redirects, within a timeout and a byte cap, and only when the response declares an image type.
 */
export async function fetchImageFromOrigin(
  url: string,
  allowedOrigin: string,
  options: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<FetchedImage> {
  const target = parseAllowed(url, allowedOrigin);
  const maxBytes = options.maxBytes ?? IMAGE_FETCH_MAX_BYTES;
  let response: Response;
  try {
    response = await fetch(target, {
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS),
      headers: { accept: IMAGE_TYPES.join(', ') },
    });
  } catch (error) {
    throw new UnsafeImageFetchError(`Image download failed: ${(error as Error).message}`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new UnsafeImageFetchError(`Image host answered ${response.status}`);
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!IMAGE_TYPES.includes(contentType)) {
    await response.body?.cancel();
    throw new UnsafeImageFetchError(`Not an image: ${contentType || 'no content type'}`);
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new UnsafeImageFetchError(`Image larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = response.body?.getReader();
  if (!reader) throw new UnsafeImageFetchError('Empty image response');
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        await reader.cancel();
        throw new UnsafeImageFetchError(`Image larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof UnsafeImageFetchError) throw error;
    throw new UnsafeImageFetchError(`Image download failed: ${(error as Error).message}`);
  }
  return { bytes: Buffer.concat(chunks), contentType };
}

/** The URL when it is on the allowed origin (and carries no credentials), else an {@link UnsafeImageFetchError}. */
export function parseAllowed(url: string, allowedOrigin: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeImageFetchError('Not a URL');
  }
  if (parsed.origin !== new URL(allowedOrigin).origin || parsed.username !== '' || parsed.password !== '') {
    throw new UnsafeImageFetchError(`Host not allowed: ${parsed.protocol}//${parsed.host}`);
  }
  return parsed;
}
