import { readRuntimeConfigWith, type RuntimeConfig } from '@petart/web-shared/runtime-config';

export type { RuntimeConfig } from '@petart/web-shared/runtime-config';

// The admin app runs on its own origin, so the API default is absolute (the backend's admin server overrides it).
const DEFAULTS: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:3000/api',
  adminUrl: typeof window === 'undefined' ? 'http://localhost:3001' : window.location.origin,
  shopUrl: 'http://localhost:3000',
  supportEmail: 'support@petart.local',
  profile: 'local',
};

/** The admin app's runtime config (`window.__PETART_CONFIG__` over the admin's defaults). */
export function readRuntimeConfig(source: unknown = window.__PETART_CONFIG__): RuntimeConfig {
  return readRuntimeConfigWith(DEFAULTS, source);
}

export const env: RuntimeConfig = readRuntimeConfig();
