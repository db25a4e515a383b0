import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../env';

describe('runtime config', () => {
  it('defaults to the backend on :3000 because the admin app runs on its own origin', () => {
    const config = readRuntimeConfig(undefined);
    expect(config.apiBaseUrl).toBe('http://localhost:3000/api');
    expect(config.shopUrl).toBe('http://localhost:3000');
  });

  it('takes apiBaseUrl from window.__PETART_CONFIG__', () => {
    expect(readRuntimeConfig({ apiBaseUrl: 'https://shop.example.com/api' }).apiBaseUrl).toBe(
      'https://shop.example.com/api',
    );
  });
});
