import { describe, expect, it } from 'vitest';
import {
  isOrderNumber,
  newOrderNumber,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_MAX_LENGTH,
  parseOrderNumber,
} from './order-number';

describe('order number', () => {
  it('uses an alphabet without the characters people confuse (0/O, 1/I/L, U)', () => {
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(30);
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', 'U'])
      expect(ORDER_NUMBER_ALPHABET).not.toContain(ambiguous);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(ORDER_NUMBER_ALPHABET.length);
  });

  it('makes PA- and six characters from the alphabet, drawn by the random source', () => {
    const draws = [5, 18, 1, 19, 7, 27];
    const number = newOrderNumber(() => draws.shift() ?? 0);
    expect(number).toBe('PA-7M3N9X');
    expect(number).toHaveLength(ORDER_NUMBER_MAX_LENGTH);
    expect(isOrderNumber(number)).toBe(true);
  });

  it('asks the random source for an index below the alphabet length', () => {
    const bounds: number[] = [];
    newOrderNumber((n) => {
      bounds.push(n);
      return n - 1;
    });
    expect(bounds).toEqual([30, 30, 30, 30, 30, 30]);
    expect(newOrderNumber((n) => n - 1)).toBe('PA-ZZZZZZ');
  });

  it('reads what people type: any case, with or without the prefix, a dash, space or #', () => {
    for (const typed of [
      'PA-7K3M9X',
      'pa-7k3m9x',
      '7k3m9x',
      '7K3M9X',
      'PA7K3M9X',
      ' pa 7k3m9x ',
      '#PA-7K3M9X',
    ]) {
      expect(parseOrderNumber(typed)).toBe('PA-7K3M9X');
    }
  });

  it('refuses anything that is not an order number', () => {
    for (const typed of [
      '',
      'PA-',
      'PA-7K3M9',
      'PA-7K3M9XY',
      'PA-7K3M0X',
      'PA-7K3MOX',
      'IHbMOqVc',
      'lHbMOqVc',
      'QA-7K3M9X',
    ]) {
      expect(parseOrderNumber(typed)).toBeNull();
    }
    expect(isOrderNumber('pa-7k3m9x')).toBe(false);
  });

  it('takes six characters starting with PA as the code, not as the prefix', () => {
    expect(parseOrderNumber('PA7K3M')).toBe('PA-PA7K3M');
  });
});
