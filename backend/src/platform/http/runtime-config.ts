import type { AppConfig } from '../config/app-config';

/** What the browser apps read from `window.__PETART_CONFIG__`. */
export interface BrowserRuntimeConfig {
  apiBaseUrl: string;
  adminUrl: string;
  shopUrl: string;
  supportEmail: string;
  profile: string;
}

/** Runtime config of the shop (same origin as the API) or the admin app (its own origin). */
export function browserRuntimeConfig(config: AppConfig, app: 'shop' | 'admin'): BrowserRuntimeConfig {
  return {
    apiBaseUrl: app === 'shop' ? '/api' : `${config.publicUrl}/api`,
    adminUrl: config.adminUrl,
    shopUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    profile: config.profile,
  };
}

/**
 * The `/runtime-config.js` script. JSON is escaped for an inline script context (`<`, U+2028, U+2029) so a value can
 * never close the script tag or break the parser.
 */
export function runtimeConfigScript(value: BrowserRuntimeConfig): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.__PETART_CONFIG__ = ${json};\n`;
}
