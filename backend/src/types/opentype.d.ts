// Minimal typings of opentype.js 1.x: what the name-on-the-print renderer uses (platform/images/name-on-print.ts).
// Not @types/opentype.js: it starts with `/// <reference lib="dom" />`, which would give the whole backend the
// browser's globals (its `fetch` answers DOM types and the benchmarks' stream reading no longer typechecks).
declare module 'opentype.js' {
  export interface Path {
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
