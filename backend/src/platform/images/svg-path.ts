import type { Path } from 'opentype.js';

/**
 * A path's SVG data written here: opentype.js 2.0's own `toPathData` writes some coordinates as `NaN` (seen on
 * Playfair's "t" at 60 px), and the SVG renderer stops drawing the path there.
 */
export function svgPathData(path: Path): string {
  const n = (value: number) => value.toFixed(2);
  return path.commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${n(c.x)} ${n(c.y)}`;
        case 'Q':
          return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
        case 'C':
          return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}
