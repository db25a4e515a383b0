import { Worker } from 'node:worker_threads';

export interface DecodedHeic {
  width: number;
  height: number;
  /** RGBA, 8 bits per channel, rows top to bottom; the container's rotation and mirroring already applied. */
  data: Buffer;
}

/** How long one HEIC decode may take before its worker is stopped (a 12 MP iPhone photo took ~4 s on a busy core). */
export const HEIC_DECODE_TIMEOUT_MS = 60_000;

// The worker's whole program: libheif compiled to WebAssembly (heic-decode, libheif-js) decodes the primary image.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(${JSON.stringify(require.resolve('heic-decode'))});
decode({ buffer: workerData }).then(
  ({ width, height, data }) => parentPort.postMessage({ width, height, data }, [data.buffer]),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

/**
 * Decodes a HEIC/HEIF photo (HEVC-coded: iPhone photos) to RGBA pixels in a worker thread of its own. The decoder is
 * WebAssembly and synchronous: run on the main thread, a 12 MP photo blocked every other request for seconds, and its
 * memory (~300 MB for 12 MP) would stay with the process (WebAssembly memory never shrinks). One short-lived worker per
 * photo frees both; the upload's decode gate bounds how many run at once. Rejects when the file does not decode.
 */
export function decodeHeic(bytes: Buffer, timeoutMs = HEIC_DECODE_TIMEOUT_MS): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: bytes });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`HEIC decode took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = (): void => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once(
      'message',
      (message: { width: number; height: number; data: Uint8ClampedArray } | { error: string }) => {
        finish();
        if ('error' in message) reject(new Error(`HEIC decode failed: ${message.error}`));
        else {
          const { width, height, data } = message;
          resolve({ width, height, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) });
        }
      },
    );
    worker.once('error', (error: Error) => {
      finish();
      reject(error);
    });
    worker.once('exit', (code: number) => {
      clearTimeout(timer);
      reject(new Error(`HEIC decoder exited with code ${code}`));
    });
  });
}
