/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return -- loads the compiled (untyped) dist modules */
// Renders the committed style previews (assets/styles/<slug>.webp, ~512 px) with the local generator on the
// fixture photo. Run: npm run styles:previews -w backend (builds first). Deterministic: same input, same files.
import { createRequire } from 'node:module';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { LocalImageGenerator } = require(
  path.join(backend, 'dist/adapters/image-generator/local-image.generator.js'),
);
const { ART_STYLES } = require(path.join(backend, 'dist/modules/styles/style-prompts.js'));

const PREVIEW_EDGE = 512;
const outDir = path.join(backend, 'assets/styles');
await mkdir(outDir, { recursive: true });
const photo = await readFile(path.join(backend, 'test/fixtures/chelsea-cat.png'));
const generator = new LocalImageGenerator();
const tiles = [];
for (const style of ART_STYLES) {
  if (style.recipe === 'surprise') continue;
  const started = performance.now();
  const [image] = await generator.generate({
    image: photo,
    imageContentType: 'image/png',
    style: style.name,
  });
  const preview = await sharp(image.body)
    .resize(PREVIEW_EDGE, PREVIEW_EDGE, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
  tiles.push(preview);
  await writeFile(path.join(outDir, `${style.slug}.webp`), preview);
  console.log(`${style.slug}.webp ${preview.length} B ${Math.round(performance.now() - started)} ms`);
}
// Surprise Me: a 2x2 collage of four other styles.
const half = PREVIEW_EDGE / 2;
const picks = [0, 5, 9, 8].map((i) => tiles[i]);
const small = await Promise.all(picks.map((t) => sharp(t).resize(half, half).toBuffer()));
const collage = await sharp({
  create: { width: PREVIEW_EDGE, height: PREVIEW_EDGE, channels: 3, background: '#ffffff' },
})
  .composite(small.map((input, i) => ({ input, left: (i % 2) * half, top: Math.floor(i / 2) * half })))
  .webp({ quality: 82 })
  .toBuffer();
await writeFile(path.join(outDir, 'surprise-me.webp'), collage);
console.log(`surprise-me.webp ${collage.length} B`);
