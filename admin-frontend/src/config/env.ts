/** Shape of `window.__PETART_CONFIG__`, written by the backend's /runtime-config.js so one build runs anywhere. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  adminUrl: string;
  shopUrl: string;
  supportEmail: string;
  profile: string;
}

declare global {
  interface Window {
    __PETART_CONFIG__?: Partial<RuntimeConfig>;
  }
}

// The admin app runs on its own origin, so the API default is absolute (the backend's admin server overrides it).
const DEFAULTS: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:3000/api',
  adminUrl: typeof window === 'undefined' ? 'http://localhost:3001' : window.location.origin,
  shopUrl: 'http://localhost:3000',
  supportEmail: 'support@petart.local',
  profile: 'local',
};

function pickString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/**
 * Reads the runtime config, falling back to typed defaults for any missing or malformed field.
 * A relative apiBaseUrl is made absolute against the page origin: fetch needs absolute URLs outside browsers
 * (tests), and it keeps the base URL unambiguous when the app is served under a sub-path.
 */
export function readRuntimeConfig(source: unknown = window.__PETART_CONFIG__): RuntimeConfig {
  const raw = (typeof source === 'object' && source !== null ? source : {}) as Record<string, unknown>;
  const apiBaseUrl = pickString(raw.apiBaseUrl, DEFAULTS.apiBaseUrl);
  return {
    apiBaseUrl: new URL(apiBaseUrl, window.location.origin).toString().replace(/\/+$/, ''),
    adminUrl: pickString(raw.adminUrl, DEFAULTS.adminUrl),
    shopUrl: pickString(raw.shopUrl, DEFAULTS.shopUrl),
    supportEmail: pickString(raw.supportEmail, DEFAULTS.supportEmail),
    profile: pickString(raw.profile, DEFAULTS.profile),
  };
}

export const env: RuntimeConfig = readRuntimeConfig();
