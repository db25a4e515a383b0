import { describe, expect, it } from 'vitest';
import { brandColors } from './palette';
import { theme } from './theme';

/** WCAG 2.x contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const f = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('brand colours meet WCAG AA for normal text (4.5:1)', () => {
  it.each([
    ['white on primary (contained buttons)', '#FFFFFF', brandColors.coral],
    ['primary on paper (links, tabs, labels)', brandColors.coral, brandColors.paper],
    ['primary on cream (page background)', brandColors.coral, brandColors.cream],
    ['secondary text on paper', brandColors.inkSoft, brandColors.paper],
    ['secondary text on cream', brandColors.inkSoft, brandColors.cream],
    ['white on secondary', '#FFFFFF', brandColors.plum],
  ])('%s', (_what, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('filled alerts and toasts (text in contrastText on main) meet 4.5:1 in every severity', () => {
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)('%s', (color) => {
    const { main, contrastText } = theme.palette[color];
    // MUI writes '#fff' and 'rgba(0, 0, 0, 0.87)' (black text at 87 %, as good as #212121 on these backgrounds).
    const hex = (value: string) =>
      value === 'rgba(0, 0, 0, 0.87)'
        ? '#212121'
        : value.replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3');
    expect(contrast(hex(contrastText), hex(main))).toBeGreaterThanOrEqual(4.5);
  });
});
