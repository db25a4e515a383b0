/** Pure rules of the style step (product.md P12 Style, P3). */

import { isSurpriseMe, SURPRISE_ME } from '@petart/domain';

/** 'Surprise Me' and its test live in the domain (the art styles' one home); re-exported for this feature. */
export { isSurpriseMe, SURPRISE_ME };

/** Quick-add chips of the context textarea and what each appends (product.md P12). */
export const CONTEXT_CHIPS = [
  { label: '+ Sunset lighting', phrase: 'with sunset lighting' },
  { label: '+ Mountains', phrase: 'in the mountains' },
  { label: '+ Vintage style', phrase: 'vintage style' },
  { label: '+ Dramatic', phrase: 'dramatic lighting' },
] as const;

/** Appends ', phrase' to the text, or the bare phrase when the text is empty (or blank). */
export function appendChip(text: string, phrase: string): string {
  return text.trim() === '' ? phrase : `${text}, ${phrase}`;
}

/**
 * 'Surprise Me' picks a random style other than Surprise Me from the loaded list (product.md P3); undefined when the
 * list has no other style (the server then picks one). `random` is injectable for tests.
 */
export function pickSurpriseStyle(
  styles: readonly { name: string }[],
  random: () => number = Math.random,
): string | undefined {
  const candidates = styles.filter((s) => !isSurpriseMe(s.name));
  if (candidates.length === 0) return undefined;
  const index = Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
  return candidates[index]?.name;
}

/** The style actually sent: a random real style for Surprise Me, else the chosen one. */
export function styleToSend(
  chosen: string,
  styles: readonly { name: string }[],
  random?: () => number,
): string {
  return isSurpriseMe(chosen) ? (pickSurpriseStyle(styles, random) ?? SURPRISE_ME) : chosen;
}

/** product.md P13: unknown style names fall back to the Drawing preview image. */
export const FALLBACK_STYLE_IMAGE = '/api/assets/drawing.webp';

/** Styles whose preview image loads eagerly with high priority (product.md P14: the first 6). */
export const EAGER_STYLE_IMAGES = 6;
