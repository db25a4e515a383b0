import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of Printify's shipping calculation (`POST /v1/shops/{shop_id}/orders/shipping.json`): checks the
 * bearer token and shop, and prices line items given by blueprint / print provider / variant id with a per-provider
 * first-item + additional-item table in cents (standard), like the real API's answer shape.
 */
export interface FakePrintify {
  /** Base URL including /v1, as PRINTIFY_BASE_URL. */
  url: string;
  token: string;
  shopId: string;
  requests: { path: string; body: unknown }[];
  close(): Promise<void>;
}

const RATES: Record<number, { first: number; additional: number }> = {
  2: { first: 450, additional: 200 },
  105: { first: 1100, additional: 550 },
};

export async function startPrintifyFake(
  token = 'printify-test-token',
  shopId = '4242',
): Promise<FakePrintify> {
  const requests: { path: string; body: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const path = req.url ?? '/';
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        return send(400, { error: 'Invalid JSON' });
      }
      requests.push({ path, body });
      if (req.headers.authorization !== `Bearer ${token}`) return send(401, { error: 'Unauthenticated' });
      if (req.method !== 'POST' || path !== `/v1/shops/${shopId}/orders/shipping.json`) {
        return send(404, { error: 'Not found' });
      }
      const { line_items: items, address_to: address } = body as {
        line_items?: {
          print_provider_id?: number;
          blueprint_id?: number;
          variant_id?: number;
          quantity?: number;
        }[];
        address_to?: { country?: string };
      };
      if (!Array.isArray(items) || items.length === 0 || !address?.country) {
        return send(400, { status: 'error', code: 8150, message: 'Validation failed.' });
      }
      const perProvider = new Map<number, number>();
      for (const item of items) {
        const provider = Number(item.print_provider_id);
        if (!RATES[provider] || !item.blueprint_id || !item.variant_id) {
          return send(400, { status: 'error', code: 8251, message: 'Item is not available.' });
        }
        perProvider.set(provider, (perProvider.get(provider) ?? 0) + Number(item.quantity ?? 1));
      }
      const international = address.country === 'US' ? 1 : 2;
      let standard = 0;
      for (const [provider, quantity] of perProvider) {
        const rate = RATES[provider] ?? { first: 0, additional: 0 };
        standard += (rate.first + (quantity - 1) * rate.additional) * international;
      }
      return send(200, {
        standard,
        express: standard * 2,
        priority: standard * 2,
        economy: Math.round(standard * 0.8),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    token,
    shopId,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
