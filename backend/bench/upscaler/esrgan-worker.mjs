// One worker of the ESRGAN candidate: loads an UpscalerJS model from its npm package (weights shipped in the package,
// nothing fetched at run time) on TensorFlow.js' WASM backend and upscales the tiles it is given into the shared
// output buffer. The packages come from the bench's own install directory (workerData.modules).
// TensorFlow.js and the models are installed by the bench outside the repo (upscaler-quality.mjs), so they have no
// types here.
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(path.join(workerData.modules, 'package.json'));
const tf = require('@tensorflow/tfjs-core');
const tfl = require('@tensorflow/tfjs-layers');
require('@tensorflow/tfjs-backend-wasm');

const { model: modelName, scale } = workerData;
await tf.setBackend('wasm');
await tf.ready();
// The model's definition registers the custom layers of the RRDB models (esrgan-thick) and gives the value ranges.
const entry = require.resolve(`@upscalerjs/${modelName}/${scale}x`);
const definition = require(entry);
definition.setup?.({ ...tf, layers: tfl.layers });
const dir = path.join(entry.split(`${path.sep}dist${path.sep}`)[0] ?? '', `models/x${scale}`);
const json = JSON.parse(readFileSync(path.join(dir, 'model.json'), 'utf8'));
const weights = Buffer.concat(
  json.weightsManifest.flatMap((/** @type {{ paths: string[] }} */ g) =>
    g.paths.map((p) => readFileSync(path.join(dir, p))),
  ),
);
const model = await tfl.loadLayersModel(
  tf.io.fromMemory({
    modelTopology: json.modelTopology,
    weightSpecs: json.weightsManifest.flatMap((/** @type {{ weights: unknown[] }} */ g) => g.weights),
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
  }),
);
const inMax = definition.inputRange[1];
const outMax = definition.outputRange[1];

/** Upscales the tiles of one job into the shared output. @param {{ input: SharedArrayBuffer, width: number, output: SharedArrayBuffer, tiles: { x: number, y: number, w: number, h: number, ex: number, ey: number, ew: number, eh: number }[] }} job */
async function upscaleTiles(job) {
  const { input, width, output, tiles } = job;
  const src = new Uint8Array(input);
  const dst = new Uint8Array(output);
  const outW = width * scale;
  for (const t of tiles) {
    // t: the tile (x, y, w, h) and its context (ex, ey, ew, eh), in input pixels
    const patch = new Float32Array(t.ew * t.eh * 3);
    for (let row = 0; row < t.eh; row++) {
      const from = ((t.ey + row) * width + t.ex) * 3;
      for (let i = 0; i < t.ew * 3; i++) patch[row * t.ew * 3 + i] = (src[from + i] * inMax) / 255;
    }
    const y = tf.tidy(() => model.predict(tf.tensor4d(patch, [1, t.eh, t.ew, 3])));
    const data = await y.data();
    y.dispose();
    const pw = t.ew * scale;
    const ox = (t.x - t.ex) * scale;
    const oy = (t.y - t.ey) * scale;
    for (let row = 0; row < t.h * scale; row++) {
      const from = ((oy + row) * pw + ox) * 3;
      const to = ((t.y * scale + row) * outW + t.x * scale) * 3;
      for (let i = 0; i < t.w * scale * 3; i++) {
        const v = Math.round((data[from + i] * 255) / outMax);
        dst[to + i] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
}

parentPort?.on('message', (job) => {
  upscaleTiles(job).then(
    () => parentPort?.postMessage('done'),
    (error) => {
      throw error;
    },
  );
});
parentPort?.postMessage('ready');
