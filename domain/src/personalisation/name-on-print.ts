/**
 * The pet's name on the print: the fonts, the limits and messages, the placement geometry and the text
 * colour rule. One set of numbers (fractions of the print) drives every render, the mockups, the shop's preview and
 * the print file, so what the customer sees is what is printed (docs/decisions.md D-178, D-179).
 */

/** A font shipped with the project (backend/assets/fonts, SIL Open Font License 1.1). */
export interface PrintFont {
  id: PrintFontId;
  /** What the shop calls it. */
  label: string;
  /** The family name, for the shop's @font-face. */
  family: string;
  /** File under backend/assets/fonts (TrueType, read by the renderer and the shop alike). */
  file: string;
  /** Every character the font can draw that the shop accepts (checked against the font's cmap, D-178). */
  characters: string;
}

export const PRINT_FONT_IDS = ['playfair', 'montserrat', 'dancing-script', 'pacifico'] as const;
export type PrintFontId = (typeof PRINT_FONT_IDS)[number];

const LATIN_LETTERS =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz' +
  'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿŒœŠšŽžŸ';
const DIGITS = '0123456789';
const PUNCTUATION = ' .,\'’"&-–—!?()/:+#•·©°*';
/**
 * Measured in the four fonts' character maps (opentype.js, 2026-11-27): each draws all of these, so the sets are
 * equal today; they stay per font so a font added later states its own.
 */
const LATIN_SET = LATIN_LETTERS + DIGITS + PUNCTUATION;

export const PRINT_FONTS: readonly PrintFont[] = [
  {
    id: 'playfair',
    label: 'Classic',
    family: 'Playfair Display',
    file: 'playfair-display-700.ttf',
    characters: LATIN_SET,
  },
  {
    id: 'montserrat',
    label: 'Modern',
    family: 'Montserrat',
    file: 'montserrat-600.ttf',
    characters: LATIN_SET,
  },
  {
    id: 'dancing-script',
    label: 'Script',
    family: 'Dancing Script',
    file: 'dancing-script-700.ttf',
    characters: LATIN_SET,
  },
  { id: 'pacifico', label: 'Playful', family: 'Pacifico', file: 'pacifico-400.ttf', characters: LATIN_SET },
];

export const NAME_PLACEMENTS = ['bottom', 'top'] as const;
export type NamePlacement = (typeof NAME_PLACEMENTS)[number];

/** 'auto' picks white or ink from the band behind the text; the others are fixed (each kept readable, D-179). */
export const NAME_COLOURS = ['auto', 'white', 'ink', 'gold'] as const;
export type NameColour = (typeof NAME_COLOURS)[number];
export const NAME_COLOUR_LABELS: Record<NameColour, string> = {
  auto: 'Automatic',
  white: 'White',
  ink: 'Black',
  gold: 'Gold',
};
export const NAME_COLOUR_RGB: Record<Exclude<NameColour, 'auto'>, Rgb> = {
  white: { r: 255, g: 255, b: 255 },
  ink: { r: 24, g: 20, b: 18 },
  gold: { r: 212, g: 175, b: 55 },
};

/** The personalisation a line carries (cart line and order line). */
export interface NameOnPrint {
  name: string;
  secondLine?: string;
  font: PrintFontId;
  placement: NamePlacement;
  colour: NameColour;
}

export const NAME_ON_PRINT_LIMITS = { name: 20, secondLine: 32 } as const;

export const NAME_ON_PRINT_MESSAGES = {
  nameRequired: 'Enter the name to print, or remove the name option',
  nameTooLong: `The name can be at most ${NAME_ON_PRINT_LIMITS.name} characters`,
  secondLineTooLong: `The second line can be at most ${NAME_ON_PRINT_LIMITS.secondLine} characters`,
  fontInvalid: 'Choose one of the offered fonts',
  placementInvalid: 'Choose the top or the bottom of the print',
  colourInvalid: 'Choose one of the offered colours',
  characterNotDrawable: (field: 'name' | 'second line', characters: readonly string[], font: string) =>
    `The ${field} has ${characters.length > 1 ? 'characters' : 'a character'} the ${font} font cannot print: ${characters.join(' ')}`,
} as const;

export function printFont(id: string): PrintFont | undefined {
  return PRINT_FONTS.find((f) => f.id === id);
}

/** Trims, joins runs of spaces and composes accents (NFC), so "Zoé" typed either way is the same text. */
export function normaliseNameText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The characters of `text` that `font` cannot draw, each once, in order. */
export function undrawableCharacters(text: string, font: PrintFont): string[] {
  const seen = new Set<string>();
  for (const ch of text) if (!font.characters.includes(ch)) seen.add(ch);
  return [...seen];
}

export type NameOnPrintCheck =
  { ok: true; value: NameOnPrint } | { ok: false; field: string; message: string };

/**
 * Checks and normalises a personalisation as the customer sent it: a name of 1..20 characters, an optional second
 * line of up to 32, every character drawable in the chosen font, a known placement and colour. Lengths count
 * characters as the customer sees them (code points after NFC).
 */
export function checkNameOnPrint(input: {
  name?: unknown;
  secondLine?: unknown;
  font?: unknown;
  placement?: unknown;
  colour?: unknown;
}): NameOnPrintCheck {
  const M = NAME_ON_PRINT_MESSAGES;
  const font = typeof input.font === 'string' ? printFont(input.font) : undefined;
  if (!font) return { ok: false, field: 'font', message: M.fontInvalid };
  const placement = input.placement ?? 'bottom';
  if (!NAME_PLACEMENTS.includes(placement as NamePlacement))
    return { ok: false, field: 'placement', message: M.placementInvalid };
  const colour = input.colour ?? 'auto';
  if (!NAME_COLOURS.includes(colour as NameColour))
    return { ok: false, field: 'colour', message: M.colourInvalid };
  const name = normaliseNameText(typeof input.name === 'string' ? input.name : '');
  if (name === '') return { ok: false, field: 'name', message: M.nameRequired };
  if ([...name].length > NAME_ON_PRINT_LIMITS.name)
    return { ok: false, field: 'name', message: M.nameTooLong };
  const badName = undrawableCharacters(name, font);
  if (badName.length > 0)
    return {
      ok: false,
      field: 'name',
      message: M.characterNotDrawable('name', badName, font.label),
    };
  const secondLine = normaliseNameText(typeof input.secondLine === 'string' ? input.secondLine : '');
  if ([...secondLine].length > NAME_ON_PRINT_LIMITS.secondLine)
    return { ok: false, field: 'secondLine', message: M.secondLineTooLong };
  const badSecond = undrawableCharacters(secondLine, font);
  if (badSecond.length > 0)
    return {
      ok: false,
      field: 'secondLine',
      message: M.characterNotDrawable('second line', badSecond, font.label),
    };
  return {
    ok: true,
    value: {
      name,
      ...(secondLine ? { secondLine } : {}),
      font: font.id,
      placement: placement as NamePlacement,
      colour: colour as NameColour,
    },
  };
}

/**
 * The geometry, as fractions of the print's short side `s` (so a portrait and a landscape print get the same
 * lettering size for the same short side) and of its width for the text's widest extent.
 */
export const NAME_GEOMETRY = {
  /** Name font size (em) as a share of the short side. */
  nameSize: 0.085,
  /** Second line font size as a share of the short side. */
  secondLineSize: 0.042,
  /** Gap between the name's line box and the second line's, share of the short side. */
  lineGap: 0.012,
  /** Line box height as a multiple of the font size; the baseline sits at `baseline` x size inside it. */
  lineBox: 1.3,
  baseline: 0.95,
  /** Distance from the print's edge to the text block, share of the short side (inside any trim or wrap). */
  edgeMargin: 0.06,
  /** Extra band above and below the text block (where the colour is measured and a scrim may go). */
  bandPadding: 0.025,
  /** Widest a line may be, share of the print's width; longer lines are set smaller to fit. */
  maxLineWidth: 0.84,
} as const;

export interface NameLine {
  text: string;
  /** Font size in pixels before any shrink to fit (the renderer shrinks to `maxWidth`). */
  size: number;
  /** Baseline y and centre x in pixels. */
  baselineY: number;
  centerX: number;
  maxWidth: number;
}

export interface NameLayout {
  lines: NameLine[];
  /** The band the text sits in: full width, in pixels. */
  band: { top: number; height: number };
}

/** Where the text of `p` goes on a print (or any picture of it) of `width` x `height` pixels. */
export function nameLayout(width: number, height: number, p: NameOnPrint): NameLayout {
  const g = NAME_GEOMETRY;
  const s = Math.min(width, height);
  const nameSize = g.nameSize * s;
  const secondSize = g.secondLineSize * s;
  const nameBox = nameSize * g.lineBox;
  const secondBox = p.secondLine ? g.lineGap * s + secondSize * g.lineBox : 0;
  const block = nameBox + secondBox;
  const margin = g.edgeMargin * s;
  const top = p.placement === 'top' ? margin : height - margin - block;
  const maxWidth = g.maxLineWidth * width;
  const lines: NameLine[] = [
    { text: p.name, size: nameSize, baselineY: top + nameSize * g.baseline, centerX: width / 2, maxWidth },
  ];
  if (p.secondLine) {
    lines.push({
      text: p.secondLine,
      size: secondSize,
      baselineY: top + nameBox + g.lineGap * s + secondSize * g.baseline,
      centerX: width / 2,
      maxWidth,
    });
  }
  const pad = g.bandPadding * s;
  const bandTop = Math.max(0, top - pad);
  const bandBottom = Math.min(height, top + block + pad);
  return { lines, band: { top: bandTop, height: bandBottom - bandTop } };
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG relative luminance of an sRGB colour (0..1). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1..21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The contrast the lettering keeps against the band behind it (large text, WCAG AA: 3:1; we ask 4.5:1). */
export const NAME_MIN_CONTRAST = 4.5;

export interface NameInk {
  fill: Rgb;
  /** A soft band of `colour` at `opacity` behind the text, when the band alone would not keep the contrast. */
  scrim: { colour: Rgb; opacity: number } | null;
}

const blend = (a: Rgb, b: Rgb, t: number): Rgb => ({
  r: a.r * (1 - t) + b.r * t,
  g: a.g * (1 - t) + b.g * t,
  b: a.b * (1 - t) + b.b * t,
});

/**
 * The text colour for a band whose average colour is `band` (D-179): 'auto' takes white or ink, whichever contrasts
 * more; a chosen colour is kept, and when it would fall under {@link NAME_MIN_CONTRAST} a scrim of the opposite
 * tone is laid behind the text, just opaque enough (in steps of 5%) to reach it. Never unreadable, never refused.
 */
export function nameInk(colour: NameColour, band: Rgb): NameInk {
  const fill =
    colour === 'auto'
      ? contrastRatio(NAME_COLOUR_RGB.white, band) >= contrastRatio(NAME_COLOUR_RGB.ink, band)
        ? NAME_COLOUR_RGB.white
        : NAME_COLOUR_RGB.ink
      : NAME_COLOUR_RGB[colour];
  if (contrastRatio(fill, band) >= NAME_MIN_CONTRAST) return { fill, scrim: null };
  const scrimColour = relativeLuminance(fill) > 0.4 ? { r: 0, g: 0, b: 0 } : { r: 255, g: 255, b: 255 };
  for (let step = 1; step <= 20; step += 1) {
    const opacity = step * 0.05;
    if (contrastRatio(fill, blend(band, scrimColour, opacity)) >= NAME_MIN_CONTRAST)
      return { fill, scrim: { colour: scrimColour, opacity } };
  }
  return { fill, scrim: { colour: scrimColour, opacity: 1 } };
}

/** '#rrggbb' of a colour (rounded). */
export function rgbHex({ r, g, b }: Rgb): string {
  const h = (c: number) =>
    Math.max(0, Math.min(255, Math.round(c)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}
