// The learned candidate of the upscaler benchmark: an UpscalerJS ESRGAN model run tile by tile (128 px tiles with
// 8 px of context on each side, clamped at the borders) on one worker thread per core.
import { Worker } from 'node:worker_threads';

/**
 * The tiles of a width x height image. @param {number} width @param {number} height @param {number} tile
 * @param {number} pad
 */
export function tilesOf(width, height, tile, pad) {
  const tiles = [];
  for (let y = 0; y < height; y += tile)
    for (let x = 0; x < width; x += tile) {
      const w = Math.min(tile, width - x);
      const h = Math.min(tile, height - y);
      const ex = Math.max(0, x - pad);
      const ey = Math.max(0, y - pad);
      tiles.push({
        x,
        y,
        w,
        h,
        ex,
        ey,
        ew: Math.min(width, x + w + pad) - ex,
        eh: Math.min(height, y + h + pad) - ey,
      });
    }
  return tiles;
}

/**
 * Starts `workers` workers holding the model. @param {{ model: string, scale: number, workers: number, modules: string }} options
 */
export async function startEsrgan({ model, scale, workers, modules }) {
  const pool = await Promise.all(
    Array.from(
      { length: workers },
      () =>
        /** @type {Promise<Worker>} */ (
          new Promise((resolve, reject) => {
            const worker = new Worker(new URL('./esrgan-worker.mjs', import.meta.url), {
              workerData: { model, scale, modules },
            });
            worker.once('message', () => resolve(worker));
            worker.once('error', reject);
          })
        ),
    ),
  );
  return {
    /**
     * Raw RGB bytes of width x height in, raw RGB bytes of (width x scale) x (height x scale) out.
     * @param {Uint8Array} rgb @param {number} width @param {number} height
     */
    async upscale(rgb, width, height) {
      const input = new SharedArrayBuffer(rgb.length);
      new Uint8Array(input).set(rgb);
      const output = new SharedArrayBuffer(width * scale * height * scale * 3);
      const tiles = tilesOf(width, height, 128, 8);
      await Promise.all(
        pool.map(
          (worker, i) =>
            new Promise((resolve, reject) => {
              worker.once('error', reject);
              worker.once('message', (message) => {
                worker.off('error', reject);
                resolve(message);
              });
              worker.postMessage({
                input,
                width,
                output,
                tiles: tiles.filter((_, j) => j % pool.length === i),
              });
            }),
        ),
      );
      return Buffer.from(output);
    },
    async close() {
      await Promise.all(pool.map((worker) => worker.terminate()));
    },
  };
}
