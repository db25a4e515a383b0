import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../env';

describe('runtime config', () => {
  it('uses the typed defaults when the backend sent nothing', () => {
    const config = readRuntimeConfig(undefined);
    expect(config.apiBaseUrl).toBe(`${window.location.origin}/api`);
    expect(config.adminUrl).toBe('http://localhost:3001');
    expect(config.supportEmail).toBe('support@petart.local');
  });

  it('takes the values from window.__PETART_CONFIG__ and ignores malformed ones', () => {
    const config = readRuntimeConfig({
      apiBaseUrl: 'https://api.example.com/api/',
      adminUrl: 'https://admin.example.com',
      supportEmail: 42,
      profile: 'production',
    });
    expect(config.apiBaseUrl).toBe('https://api.example.com/api');
    expect(config.adminUrl).toBe('https://admin.example.com');
    expect(config.supportEmail).toBe('support@petart.local');
    expect(config.profile).toBe('production');
  });
});
