// Vite's build manifest (dist/.vite/manifest.json), read by the bundle budget and the prerender's preloaded shells.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} Chunk */

/**
 * @param {string} dist
 * @returns {Record<string, Chunk>}
 */
export function readManifest(dist) {
  /** @type {unknown} */
  const json = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));
  return /** @type {Record<string, Chunk>} */ (json);
}

/**
 * The chunks a chunk needs before it runs: itself and its static imports, recursively.
 * @param {Record<string, Chunk>} manifest
 * @param {string} key
 * @param {Set<string>} seen
 * @returns {Set<string>}
 */
export function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The build's entry chunk.
 * @param {Record<string, Chunk>} manifest
 */
export const entryKey = (manifest) => Object.keys(manifest).find((key) => manifest[key]?.isEntry);
