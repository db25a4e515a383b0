import type { AppConfig } from '../../platform/config/app-config';
import { trustedOrigins } from './auth-request.guards';

function config(
  profile: AppConfig['profile'],
  publicUrl: string,
  adminUrl: string,
  cors: string[] = [],
): AppConfig {
  return { profile, publicUrl, adminUrl, corsOrigins: cors } as unknown as AppConfig;
}

describe('trustedOrigins', () => {
  it('locally, a loopback origin also stands for its loopback aliases on the same port', () => {
    const origins = trustedOrigins(config('local', 'http://localhost:3000', 'http://localhost:3001'));
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://127.0.0.1:3001',
    ]) {
      expect(origins.has(origin)).toBe(true);
    }
    expect(origins.has('http://127.0.0.1:3002')).toBe(false);
    expect(origins.has('https://127.0.0.1:3000')).toBe(false);
  });

  it('in production, only the configured origins (no aliases), and never *', () => {
    const origins = trustedOrigins(
      config('production', 'http://localhost:3000', 'https://admin.example', [
        '*',
        'https://partner.example',
      ]),
    );
    expect([...origins].sort()).toEqual([
      'http://localhost:3000',
      'https://admin.example',
      'https://partner.example',
    ]);
  });

  it('locally, a non-loopback origin gets no aliases', () => {
    const origins = trustedOrigins(config('local', 'https://shop.example', 'https://admin.example'));
    expect([...origins].sort()).toEqual(['https://admin.example', 'https://shop.example']);
  });
});
