/** The art styles' shared facts (spec 1 §3): the one declaration of 'Surprise Me' for the apps and the backend. */

/** The style that asks for a random other style (spec 1 §4). */
export const SURPRISE_ME = 'Surprise Me';

/** True for 'Surprise Me' whatever its case or surrounding spaces. */
export function isSurpriseMe(name: string | null | undefined): boolean {
  return (name ?? '').trim().toLowerCase() === SURPRISE_ME.toLowerCase();
}
