import { describe, expect, it } from 'vitest';
import { appendChip, CONTEXT_CHIPS, pickSurpriseStyle, styleToSend, SURPRISE_ME } from '../style-rules';

describe('context chips (product.md P12 Style)', () => {
  it('append their phrase after a comma, or the bare phrase when the text is empty', () => {
    const phrases = Object.fromEntries(CONTEXT_CHIPS.map((c) => [c.label, c.phrase]));
    expect(phrases).toEqual({
      '+ Sunset lighting': 'with sunset lighting',
      '+ Mountains': 'in the mountains',
      '+ Vintage style': 'vintage style',
      '+ Dramatic': 'dramatic lighting',
    });
    expect(appendChip('', 'with sunset lighting')).toBe('with sunset lighting');
    expect(appendChip('   ', 'vintage style')).toBe('vintage style');
    expect(appendChip('a cat', 'in the mountains')).toBe('a cat, in the mountains');
    expect(appendChip(appendChip('', 'dramatic lighting'), 'vintage style')).toBe(
      'dramatic lighting, vintage style',
    );
  });
});

describe('Surprise Me', () => {
  const styles = [{ name: SURPRISE_ME }, { name: 'Watercolor' }, { name: 'Lego' }];

  it('never picks Surprise Me, whatever the random number', () => {
    for (const r of [0, 0.2, 0.5, 0.7, 0.9999, 1]) {
      const pick = pickSurpriseStyle(styles, () => r);
      expect(['Watercolor', 'Lego']).toContain(pick);
    }
  });

  it('leaves other styles as chosen and sends Surprise Me only when nothing else is loaded', () => {
    expect(styleToSend('Lego', styles)).toBe('Lego');
    expect(styleToSend(SURPRISE_ME, styles, () => 0)).toBe('Watercolor');
    expect(styleToSend(SURPRISE_ME, [{ name: SURPRISE_ME }])).toBe(SURPRISE_ME);
  });
});
