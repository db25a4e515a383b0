import { FALLBACK_ERROR_ANALYSIS } from '@petart/domain';
import { describe, expect, it } from 'vitest';
import { confidenceLabel, fallbackAnalysis, pageItems, truncate } from '../dev-utils';

describe('dev utils', () => {
  it('paginates with the first, the last and the pages within 2 of the current', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageItems(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10]);
    expect(pageItems(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageItems(10, 10)).toEqual([1, null, 8, 9, 10]);
  });

  it('truncates messages at 100 characters on phones', () => {
    expect(truncate('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
  });

  it('labels confidence High / Medium / Low', () => {
    expect([0.8, 0.79, 0.5, 0.49].map(confidenceLabel)).toEqual(['High', 'Medium', 'Medium', 'Low']);
  });

  it('uses the fallback of a 503 body, else the default analysis', () => {
    const fallback = { ...FALLBACK_ERROR_ANALYSIS, summary: 'from the server' };
    expect(fallbackAnalysis({ status: 503, data: { fallback } })).toEqual(fallback);
    expect(fallbackAnalysis({ status: 500, data: {} })).toEqual(FALLBACK_ERROR_ANALYSIS);
    expect(fallbackAnalysis(undefined).confidenceScore).toBe(0.3);
  });
});
