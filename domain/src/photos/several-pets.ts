/**
 * Several pets in one portrait: a creation session holds one to {@link MAX_PETS} photos, one pet each.
 * The first photo starts the session (the default path stays one photo); the others are added before the artwork is
 * made, and they are fixed from then on (the refine and the one revision work on the same photos).
 */

import { orientationFromDimensions } from '../catalogue/orientation';

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

/**
 * The shape of a several-pets artwork, as whole-number sides (width:height): 3:2 landscape for pets side by side (the
 * shape of the landscape prints, 12x18 to 24x36), 1:1 for four two by two. Null for one pet, whose photo decides.
 * Both generators make this shape, so a print of it shows every pet.
 */
export function petGroupAspect(petCount: number): { width: number; height: number } | null {
  if (Math.floor(petCount) <= 1) return null;
  const { columns, rows } = petGroupGrid(petCount);
  return columns > rows ? { width: 3, height: 2 } : { width: 1, height: 1 };
}

/** Where one pet's photo sits in a several-pets artwork (pixels, its whole photo scaled to fit). */
export interface PetPlacement {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The artwork sizes the image service makes (OpenAI's edit sizes): 1024 px on the short edge, 1536 on the long. */
export const GENERATED_ARTWORK_SIZES = {
  portrait: { width: 1024, height: 1536 },
  landscape: { width: 1536, height: 1024 },
  square: { width: 1024, height: 1024 },
} as const;

/**
 * The size of the artwork made from these photos (upright sizes, in order), as the image service makes it: several
 * pets take {@link petGroupAspect}'s shape (1536x1024 side by side, 1024x1024 for four), one pet its photo's
 * orientation. Both generators use it for several pets, so the print crop and the print's DPI are the same offline.
 */
export function generatedArtworkSize(photos: readonly { width: number; height: number }[]): {
  width: number;
  height: number;
} {
  const group = petGroupAspect(photos.length);
  if (group)
    return group.width > group.height ? GENERATED_ARTWORK_SIZES.landscape : GENERATED_ARTWORK_SIZES.square;
  const first = photos[0];
  return GENERATED_ARTWORK_SIZES[orientationFromDimensions(first?.width ?? 0, first?.height ?? 0)];
}

/**
 * The layout of a several-pets artwork made from the photos themselves (the local generator) on a canvas of
 * {@link generatedArtworkSize}: one cell per pet on {@link petGroupGrid}'s grid, and each photo scaled to fit its cell
 * whole (nothing of a pet cut off), centred. Every photo is as large as its cell allows: a sharper photo is reduced
 * only as far as the artwork's size needs, a smaller one is enlarged so its pet is as large as the others.
 * `photos` are the upright sizes, in order.
 */
export function petGroupLayout(photos: readonly { width: number; height: number }[]): {
  width: number;
  height: number;
  placements: PetPlacement[];
} {
  const { width, height } = generatedArtworkSize(photos);
  const { columns, rows } = petGroupGrid(photos.length);
  const placements = photos.map((p, i) => {
    const column = i % columns;
    const row = Math.floor(i / columns);
    const x0 = Math.round((column * width) / columns);
    const x1 = Math.round(((column + 1) * width) / columns);
    const y0 = Math.round((row * height) / rows);
    const y1 = Math.round(((row + 1) * height) / rows);
    const scale = Math.min((x1 - x0) / Math.max(1, p.width), (y1 - y0) / Math.max(1, p.height));
    const w = Math.max(1, Math.min(x1 - x0, Math.round(p.width * scale)));
    const h = Math.max(1, Math.min(y1 - y0, Math.round(p.height * scale)));
    return {
      left: x0 + Math.floor((x1 - x0 - w) / 2),
      top: y0 + Math.floor((y1 - y0 - h) / 2),
      width: w,
      height: h,
    };
  });
  return { width, height, placements };
}
