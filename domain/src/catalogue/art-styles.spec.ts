import { describe, expect, it } from 'vitest';
import { isSurpriseMe, SURPRISE_ME } from './art-styles';

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
