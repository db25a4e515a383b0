import { readRuntimeConfigWith, type RuntimeConfig } from '@petart/web-shared/runtime-config';

export type { RuntimeConfig } from '@petart/web-shared/runtime-config';

const DEFAULTS: RuntimeConfig = {
  apiBaseUrl: '/api',
  adminUrl: 'http://localhost:3001',
  shopUrl: typeof window === 'undefined' ? 'http://localhost:5173' : window.location.origin,
  supportEmail: 'support@petart.local',
  profile: 'local',
};

/** The shop's runtime config (`window.__PETART_CONFIG__` over the shop's defaults). */
export function readRuntimeConfig(
  source: unknown = typeof window === 'undefined' ? undefined : window.__PETART_CONFIG__,
): RuntimeConfig {
  return readRuntimeConfigWith(DEFAULTS, source);
}

export const env: RuntimeConfig = readRuntimeConfig();
