import { describe, expect, it } from 'vitest';
import { followBeforeAfterSliders } from '../before-after';

describe('the before/after slider without the app', () => {
  it('moves the comparison with its range input, for sliders present before and added after', () => {
    followBeforeAfterSliders(document);
    const make = () => {
      const frame = document.createElement('div');
      frame.dataset.beforeAfterFrame = '';
      frame.innerHTML = '<input type="range" min="0" max="100" value="50" data-before-after>';
      document.body.append(frame);
      return { frame, input: frame.querySelector('input') as HTMLInputElement };
    };
    const first = make();
    first.input.value = '25';
    first.input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(first.frame.style.getPropertyValue('--before-after')).toBe('25%');

    const second = make();
    second.input.value = '80';
    second.input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(second.frame.style.getPropertyValue('--before-after')).toBe('80%');
    expect(first.frame.style.getPropertyValue('--before-after')).toBe('25%');
  });

  it('leaves other range inputs alone', () => {
    const frame = document.createElement('div');
    frame.dataset.beforeAfterFrame = '';
    frame.innerHTML = '<input type="range" value="10">';
    document.body.append(frame);
    frame.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(frame.style.getPropertyValue('--before-after')).toBe('');
  });
});
