// Minimal typings of opentype.js: what the name-on-the-print renderer (platform/images/name-on-print.ts) and the
// link preview images (platform/images/page-preview.ts) use.
// Not @types/opentype.js: it starts with `/// <reference lib="dom" />`, which would give the whole backend the
// browser's globals (its `fetch` answers DOM types and the benchmarks' stream reading no longer typechecks).
declare module 'opentype.js' {
  /** One drawing command of an outline (absolute coordinates). */
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };

  export interface Path {
    commands: PathCommand[];
    /** The outline as SVG path data, with this many decimals. */
    toPathData(decimalPlaces?: number): string;
  }

  export interface Font {
    /** The advance width of `text` at `fontSize` (in the caller's units). */
    getAdvanceWidth(text: string, fontSize: number): number;
    /** The outline of `text` with its baseline starting at (x, y). */
    getPath(text: string, x: number, y: number, fontSize: number): Path;
    charToGlyphIndex(char: string): number;
    unitsPerEm: number;
    ascender: number;
    descender: number;
  }

  export function parse(buffer: ArrayBuffer): Font;
}
