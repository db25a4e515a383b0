import Stripe from 'stripe';

/**
 * One Stripe SDK client for a secret key and API base URL (STRIPE_API_BASE; tests point it at a local fake). The
 * SDK takes host/port/protocol rather than a URL, so the URL is split here.
 */
export function createStripeClient(secretKey: string, apiBase: string): Stripe {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port !== '' ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'PetArt' },
  });
}
