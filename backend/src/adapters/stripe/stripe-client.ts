import Stripe from 'stripe';
import { requestIdHeaders } from '../../platform/observability/request-id';

/**
 * The Stripe API version every call is made with, named rather than left to the SDK's default so that an SDK upgrade
 * never moves it silently: the one stripe-node 23.1 is typed against. The webhook endpoint in the Stripe dashboard must
 * send events in the same version (docs/operations.md, "Stripe").
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/**
 * One Stripe SDK client for a secret key and API base URL (STRIPE_API_BASE; tests point it at a local fake). The
 * SDK takes host/port/protocol rather than a URL, so the URL is split here.
 */
export function createStripeClient(secretKey: string, apiBase: string): Stripe {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port !== '' ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'PetArt' },
    httpClient: httpClientWithRequestId(),
  });
}

/** Stripe's Node HTTP client, adding the current request's id to every call it makes. */
function httpClientWithRequestId(): ReturnType<typeof Stripe.createNodeHttpClient> {
  const client = Stripe.createNodeHttpClient();
  const makeRequest = client.makeRequest.bind(client);
  client.makeRequest = (host, port, path, method, headers, ...rest) =>
    makeRequest(host, port, path, method, { ...headers, ...requestIdHeaders() }, ...rest);
  return client;
}
