import { describe, expect, it } from 'vitest';
import {
  ART_STYLES,
  findArtStyle,
  generationPrompt,
  isSurpriseMe,
  LIKENESS_CLAUSE,
  SURPRISE_ME,
} from './art-styles';

describe('Surprise Me', () => {
  it('is declared once, as the spec names it', () => {
    expect(SURPRISE_ME).toBe('Surprise Me');
  });

  it.each([
    ['Surprise Me', true],
    ['  surprise me ', true],
    ['SURPRISE ME', true],
    ['Watercolor', false],
    [null, false],
    [undefined, false],
  ])('isSurpriseMe(%j) = %s', (name, expected) => {
    expect(isSurpriseMe(name)).toBe(expected);
  });
});

describe('style prompts keep the likeness', () => {
  it.each(ART_STYLES.map((s) => [s.name, s.prompt] as const))(
    '%s ends with the likeness clause',
    (_name, prompt) => {
      expect(prompt.endsWith(LIKENESS_CLAUSE)).toBe(true);
      // The medium part (before the clause) names the style's look, not the animal's.
      expect(prompt.length).toBeGreaterThan(LIKENESS_CLAUSE.length + 40);
    },
  );

  it('the clause names every feature customers check: markings, colours, eye colour, ear shape, anatomy', () => {
    for (const feature of ['markings', 'colours', 'eye colour', 'ear shape', 'anatomy', 'paws'])
      expect(LIKENESS_CLAUSE).toContain(feature);
    expect(LIKENESS_CLAUSE).toMatch(/change only the medium/i);
  });

  it('no style asks the model to recolour or reshape the pet, or to cover its eyes or ears', () => {
    for (const style of ART_STYLES) {
      const medium = style.prompt.slice(0, -LIKENESS_CLAUSE.length);
      expect({
        style: style.name,
        recolours: /colourful|saturated colours|big .*eyes/i.test(medium),
      }).toEqual({
        style: style.name,
        recolours: false,
      });
    }
  });

  it('the sent prompt is the style prompt (with its clause) plus the customer request', () => {
    const watercolor = findArtStyle('watercolor')!;
    const prompt = generationPrompt(watercolor, '  in a garden ');
    expect(prompt.startsWith(watercolor.prompt)).toBe(true);
    expect(prompt).toContain(LIKENESS_CLAUSE);
    expect(prompt.endsWith('Customer request: in a garden')).toBe(true);
  });
});
