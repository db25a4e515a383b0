import type { AppConfig } from '../config/app-config';

/** Stripe.js hosts (Stripe's CSP guide): the script, its card iframes, and the API the iframes' page calls. */
export const STRIPE_CSP = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

function serialise(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The Content-Security-Policy of the shop (served with the API, same origin) or the admin app (its own origin,
 * calling the API at PUBLIC_URL). Scripts only from the app's own origin (no inline script, no eval): an injected
 * script cannot run, which protects the access token in localStorage. Styles allow 'unsafe-inline' because MUI
 * (emotion) injects <style> elements at run time (see docs/decisions.md). Images come from the API origin
 * (/api/images, whatever the storage driver: the backend streams them), data: and blob: (upload previews).
 * Stripe's hosts are added only when PAYMENT_GATEWAY=stripe, and only to the shop.
 */
export function contentSecurityPolicy(config: AppConfig, app: 'shop' | 'admin'): string {
  const stripe = app === 'shop' && config.adapters.paymentGateway === 'stripe';
  const api = app === 'admin' ? [new URL(config.publicUrl).origin] : [];
  return serialise({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? STRIPE_CSP.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...(stripe ? STRIPE_CSP.connect : [])],
    'frame-src': stripe ? STRIPE_CSP.frame : ["'none'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}
