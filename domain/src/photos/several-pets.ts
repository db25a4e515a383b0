/**
 * Several pets in one portrait: a creation session holds one to {@link MAX_PETS} photos, one pet each.
 * The first photo starts the session (the default path stays one photo); the others are added before the artwork is
 * made, and they are fixed from then on (the refine and the one revision work on the same photos).
 */

/** Pets in one portrait: the shops looked at sell up to four. */
export const MAX_PETS = 4;

/** What the customer is told (server and shop say the same). */
export const SEVERAL_PETS_TEXTS = {
  tooMany: `A portrait can show up to ${MAX_PETS} pets.`,
  locked:
    'The photos of a portrait cannot change once its artwork is being made. Start a new portrait to use other photos.',
  notFound: 'That photo is not one of the extra pets of this portrait.',
  addAnother: 'Add another pet',
  hint: `Up to ${MAX_PETS} pets in one portrait, one photo each.`,
} as const;

/** What decides whether a session's photos can still change. */
export interface PetPhotosState {
  /** Artworks made so far in the session. */
  generatedImageCount: number;
  /** The session's generation status ('pending' | 'processing' | 'completed' | 'failed'). */
  aiJobStatus: string;
}

/**
 * The photos can change while no artwork exists and none is being made: a failed first generation leaves them
 * changeable, anything made (or being made) from them fixes them.
 */
export function petPhotosChangeable(state: PetPhotosState): boolean {
  return state.generatedImageCount === 0 && state.aiJobStatus !== 'processing';
}

/** Whether one more photo fits: `photoCount` is the session's photos so far, the first included. */
export function canAddPet(photoCount: number): boolean {
  return photoCount >= 1 && photoCount < MAX_PETS;
}

/** Per-unit price of the extra pets of a line: (pets - 1) x the configured price; never negative. */
export function extraPetsCents(petCount: number, perExtraPetCents: number): number {
  const extra = Math.max(0, Math.min(MAX_PETS, Math.floor(petCount)) - 1);
  return extra * Math.max(0, Math.round(perExtraPetCents));
}

/** How a line names its pets ("2 pets"), or null for the default one pet. */
export function petCountLabel(petCount: number): string | null {
  return petCount > 1 ? `${petCount} pets` : null;
}

/**
 * The instruction the generator gets for several photos: one portrait, every pet in it, each as in its photo. Null
 * for one pet (the style prompt alone, as before).
 */
export function severalPetsInstruction(petCount: number): string | null {
  if (petCount <= 1) return null;
  const n = Math.min(MAX_PETS, Math.floor(petCount));
  return (
    `The ${n} input images each show a different pet. Make ONE portrait that shows all ${n} pets together in a ` +
    'single natural composition, side by side, each one fully recognisable: keep every pet\u2019s own face, markings, ' +
    'colours and proportions exactly as in its photo. Do not merge the pets, do not add or leave out any.'
  );
}

/**
 * How a portrait of `petCount` pets is laid out: side by side for two or three, two by two for four. Both generators
 * use it (the local one places the photos so, the OpenAI one picks the artwork's shape from it).
 */
export function petGroupGrid(petCount: number): { columns: number; rows: number } {
  const n = Math.max(1, Math.min(MAX_PETS, Math.floor(petCount)));
  return n === 4 ? { columns: 2, rows: 2 } : { columns: n, rows: 1 };
}
