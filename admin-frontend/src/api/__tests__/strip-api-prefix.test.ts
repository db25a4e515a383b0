import { describe, expect, it } from 'vitest';
import { stripApiPrefix } from '../empty-api';

describe('stripApiPrefix', () => {
  it.each([
    ['/api/catalogue', '/catalogue'],
    ['/api', ''],
    ['/apiary', '/apiary'],
    ['/catalogue', '/catalogue'],
  ])('%s -> %s', (input, expected) => {
    expect(stripApiPrefix(input)).toBe(expected);
    expect(stripApiPrefix({ url: input, method: 'GET' })).toEqual({ url: expected, method: 'GET' });
  });
});
