import { describe, expect, it } from 'vitest';
import { findArtStyle, generationPrompt } from '../catalogue/art-styles';
import {
  canAddPet,
  extraPetsCents,
  MAX_PETS,
  petCountLabel,
  petGroupAspect,
  petGroupGrid,
  petGroupLayout,
  generatedArtworkSize,
  petPhotosChangeable,
  severalPetsInstruction,
} from './several-pets';

describe('several pets in one portrait', () => {
  it('takes up to four photos, the first one starting the session', () => {
    expect(MAX_PETS).toBe(4);
    expect(canAddPet(0)).toBe(false);
    expect([1, 2, 3].map(canAddPet)).toEqual([true, true, true]);
    expect(canAddPet(4)).toBe(false);
  });

  it('lets the photos change only while no artwork exists or is being made', () => {
    expect(petPhotosChangeable({ generatedImageCount: 0, aiJobStatus: 'pending' })).toBe(true);
    expect(petPhotosChangeable({ generatedImageCount: 0, aiJobStatus: 'failed' })).toBe(true);
    expect(petPhotosChangeable({ generatedImageCount: 0, aiJobStatus: 'processing' })).toBe(false);
    expect(petPhotosChangeable({ generatedImageCount: 1, aiJobStatus: 'completed' })).toBe(false);
  });

  it('prices each pet after the first at the configured price', () => {
    expect(extraPetsCents(1, 1000)).toBe(0);
    expect(extraPetsCents(2, 1000)).toBe(1000);
    expect(extraPetsCents(4, 1250)).toBe(3750);
    expect(extraPetsCents(9, 1000)).toBe(3000);
    expect(extraPetsCents(3, 0)).toBe(0);
    expect(extraPetsCents(0, 1000)).toBe(0);
    expect(extraPetsCents(3, -5)).toBe(0);
  });

  it('names several pets on a line and says nothing for one', () => {
    expect(petCountLabel(1)).toBeNull();
    expect(petCountLabel(3)).toBe('3 pets');
  });

  it('asks the generator for one portrait of all the pets, only when there are several', () => {
    const style = findArtStyle('Watercolor')!;
    expect(severalPetsInstruction(1)).toBeNull();
    expect(generationPrompt(style)).toBe(style.prompt);
    const two = generationPrompt(style, ' with a crown ', 2);
    expect(two.startsWith(style.prompt)).toBe(true);
    expect(two).toContain('all 2 pets together');
    expect(two.endsWith('Customer request: with a crown')).toBe(true);
    expect(generationPrompt(style, undefined, 4)).toContain('The 4 input images');
  });
});

describe('petGroupGrid', () => {
  it('places two or three pets side by side and four two by two', () => {
    expect([1, 2, 3, 4].map((n) => petGroupGrid(n))).toEqual([
      { columns: 1, rows: 1 },
      { columns: 2, rows: 1 },
      { columns: 3, rows: 1 },
      { columns: 2, rows: 2 },
    ]);
  });
});

describe('petGroupAspect and petGroupLayout', () => {
  it('makes pets side by side 3:2 and four square; one pet keeps its photo shape', () => {
    expect([1, 2, 3, 4].map((n) => petGroupAspect(n))).toEqual([
      null,
      { width: 3, height: 2 },
      { width: 3, height: 2 },
      { width: 1, height: 1 },
    ]);
  });

  it('makes the artwork the size the image service makes: 1536x1024 side by side, 1024 square for four', () => {
    const photo = { width: 1200, height: 1600 };
    expect([2, 3, 4].map((n) => generatedArtworkSize(Array.from({ length: n }, () => photo)))).toEqual([
      { width: 1536, height: 1024 },
      { width: 1536, height: 1024 },
      { width: 1024, height: 1024 },
    ]);
    // One pet: the photo's orientation, as the edit's size follows the input's.
    expect(generatedArtworkSize([photo])).toEqual({ width: 1024, height: 1536 });
    expect(generatedArtworkSize([{ width: 1600, height: 1200 }])).toEqual({ width: 1536, height: 1024 });
    expect(generatedArtworkSize([{ width: 1000, height: 1050 }])).toEqual({ width: 1024, height: 1024 });
  });

  it('fits every photo whole and as large as its cell allows, whatever its own size', () => {
    const layout = petGroupLayout([
      { width: 400, height: 300 },
      { width: 1200, height: 1600 },
    ]);
    expect(layout).toEqual({
      width: 1536,
      height: 1024,
      placements: [
        // 400x300 enlarged to its 768x1024 cell's width, centred.
        { left: 0, top: 224, width: 768, height: 576 },
        // 1200x1600 reduced only to the cell's height (3:4, the cell's own shape: it fills the cell).
        { left: 768, top: 0, width: 768, height: 1024 },
      ],
    });
    const four = petGroupLayout([
      { width: 6000, height: 4000 },
      { width: 300, height: 600 },
      { width: 500, height: 500 },
      { width: 4000, height: 6000 },
    ]);
    expect(four.placements).toEqual([
      { left: 0, top: 85, width: 512, height: 341 },
      { left: 640, top: 0, width: 256, height: 512 },
      { left: 0, top: 512, width: 512, height: 512 },
      { left: 597, top: 512, width: 341, height: 512 },
    ]);
    for (const place of [...layout.placements, ...four.placements]) {
      expect(place.left).toBeGreaterThanOrEqual(0);
      expect(place.top).toBeGreaterThanOrEqual(0);
    }
  });
});
