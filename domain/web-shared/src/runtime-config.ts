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

function pickString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/**
 * Reads a runtime config, falling back to the app's typed defaults for any missing or malformed field (shared by the
 * shop and the admin app; each passes its own defaults). A relative apiBaseUrl is made absolute against the page
 * origin: fetch needs absolute URLs outside browsers (tests), and it keeps the base URL unambiguous when the app is
 * served under a sub-path.
 */
export function readRuntimeConfigWith(defaults: RuntimeConfig, source: unknown): RuntimeConfig {
  const raw = (typeof source === 'object' && source !== null ? source : {}) as Record<string, unknown>;
  const apiBaseUrl = pickString(raw.apiBaseUrl, defaults.apiBaseUrl);
  return {
    // Outside a browser (the build-time prerender) the shop's own URL stands in for the page origin.
    apiBaseUrl: new URL(apiBaseUrl, typeof window === 'undefined' ? defaults.shopUrl : window.location.origin)
      .toString()
      .replace(/\/+$/, ''),
    adminUrl: pickString(raw.adminUrl, defaults.adminUrl),
    shopUrl: pickString(raw.shopUrl, defaults.shopUrl),
    supportEmail: pickString(raw.supportEmail, defaults.supportEmail),
    profile: pickString(raw.profile, defaults.profile),
  };
}
