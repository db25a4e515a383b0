import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the parts of Stripe's HTTP API the adapters use: PaymentIntents (create with Idempotency-Key
 * replay, retrieve, cancel), refunds (bounded by the charge), Tax calculations and transactions (create_from_calculation and create_reversal, idempotent). Bodies are
 * form-encoded with bracket notation as the official SDK sends them. Every request is recorded for assertions.
 */
export interface FakeStripeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey?: string;
  authorization?: string;
  /** The Stripe-Version header the client sent. */
  stripeVersion?: string;
}

export interface FakeStripe {
  url: string;
  requests: FakeStripeRequest[];
  paymentIntents: Map<string, Record<string, unknown>>;
  calculations: Map<string, Record<string, unknown>>;
  transactions: Map<string, Record<string, unknown>>;
  /** Refunds created, in order. */
  refunds: Record<string, unknown>[];
  /**
   * Marks a PaymentIntent succeeded as if its card payment went through (no webhook is sent). Throws for a canceled
   * intent, which Stripe no longer lets anyone pay.
   */
  succeed(paymentId: string): void;
  /** Tax rate (percent) the fake applies to products + shipping, by country (default 10). */
  taxRates: Record<string, number>;
  close(): Promise<void>;
}

/** Parses `a[b][0][c]=1` style form bodies into nested objects (arrays become objects keyed by index). */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split('[').map((p) => p.replace(/\]$/, ''));
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function values(obj: unknown): Record<string, unknown>[] {
  return obj && typeof obj === 'object' ? (Object.values(obj) as Record<string, unknown>[]) : [];
}

const id = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startStripeFake(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const paymentIntents = new Map<string, Record<string, unknown>>();
  const calculations = new Map<string, Record<string, unknown>>();
  const transactions = new Map<string, Record<string, unknown>>();
  const refunds: Record<string, unknown>[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const taxRates: Record<string, number> = { US: 10, DE: 19 };

  const noSuchIntent = {
    status: 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
    },
  };

  const handle = (req: FakeStripeRequest): { status: number; body: unknown } => {
    const { method, path, body } = req;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const piId = id('pi');
      const intent = {
        id: piId,
        object: 'payment_intent',
        amount: Number(body.amount),
        amount_received: 0,
        currency: body.currency,
        status: 'requires_payment_method',
        client_secret: `${piId}_secret_${randomBytes(8).toString('hex')}`,
        metadata: body.metadata ?? {},
        allowed_payment_method_types: values(body.allowed_payment_method_types),
        payment_method_types: Object.values((body.allowed_payment_method_types as object) ?? { 0: 'card' }),
      };
      paymentIntents.set(piId, intent);
      return { status: 200, body: intent };
    }
    const pi = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && pi) {
      const intent = paymentIntents.get(pi[1] ?? '');
      return intent ? { status: 200, body: intent } : noSuchIntent;
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      // Stripe cancels an intent in any state but succeeded and canceled; those answer 400 with the intent.
      const intent = paymentIntents.get(cancel[1] ?? '');
      if (!intent) return noSuchIntent;
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
              payment_intent: intent,
            },
          },
        };
      }
      intent.status = 'canceled';
      intent.canceled_at = Math.floor(Date.now() / 1000);
      intent.cancellation_reason = body.cancellation_reason ?? null;
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      // Refunds the PaymentIntent's succeeded charge: everything left when no amount is given, never more.
      const intent = paymentIntents.get(String(body.payment_intent));
      if (!intent || intent.status !== 'succeeded') {
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', message: 'This PaymentIntent has no successful charge' },
          },
        };
      }
      const received = Number(intent.amount_received || intent.amount);
      const already = Number(intent.amount_refunded ?? 0);
      const amount = body.amount === undefined ? received - already : Number(body.amount);
      if (!(amount > 0) || already + amount > received) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Refund amount exceeds the charge' } },
        };
      }
      intent.amount_refunded = already + amount;
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        payment_intent: body.payment_intent,
        reason: body.reason ?? null,
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (method === 'POST' && path === '/v1/tax/transactions/create_reversal') {
      const original = transactions.get(String(body.original_transaction));
      if (!original) {
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such transaction' } },
        };
      }
      const reversal = {
        id: id('tax_txn'),
        object: 'tax.transaction',
        type: 'reversal',
        reference: body.reference,
        reversal: { original_transaction: original.id },
      };
      transactions.set(reversal.id, reversal);
      return { status: 200, body: reversal };
    }
    if (method === 'POST' && path === '/v1/tax/calculations') {
      const details = (body.customer_details ?? {}) as { address?: { country?: string } };
      const country = details.address?.country ?? '';
      if (country === '') {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Missing address' } },
        };
      }
      const lineTotal = values(body.line_items).reduce((sum, l) => sum + Number(l.amount), 0);
      const shipping = Number((body.shipping_cost as { amount?: string } | undefined)?.amount ?? 0);
      const rate = taxRates[country] ?? 0;
      const tax = Math.round(((lineTotal + shipping) * rate) / 100);
      const calculation = {
        id: id('taxcalc'),
        object: 'tax.calculation',
        amount_total: lineTotal + shipping + tax,
        tax_amount_exclusive: tax,
        tax_amount_inclusive: 0,
        currency: body.currency,
      };
      calculations.set(calculation.id, calculation);
      return { status: 200, body: calculation };
    }
    if (method === 'POST' && path === '/v1/tax/transactions/create_from_calculation') {
      const calculation = calculations.get(String(body.calculation));
      if (!calculation) {
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such calculation' } },
        };
      }
      const transaction = { id: id('tax_txn'), object: 'tax.transaction', reference: body.reference };
      transactions.set(transaction.id, transaction);
      return { status: 200, body: transaction };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No route ${method} ${path}` } },
    };
  };

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const header = request.headers['idempotency-key'];
      const recorded: FakeStripeRequest = {
        method: request.method ?? 'GET',
        path,
        body: parseStripeForm(Buffer.concat(chunks).toString('utf8')),
        idempotencyKey: typeof header === 'string' ? header : undefined,
        authorization: request.headers.authorization,
        stripeVersion:
          typeof request.headers['stripe-version'] === 'string'
            ? request.headers['stripe-version']
            : undefined,
      };
      requests.push(recorded);
      let result: { status: number; body: unknown };
      if (!recorded.authorization?.startsWith('Bearer sk_')) {
        result = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } },
        };
      } else if (recorded.method === 'POST' && recorded.idempotencyKey !== undefined) {
        const key = `${recorded.path} ${recorded.idempotencyKey}`;
        result = idempotent.get(key) ?? handle(recorded);
        idempotent.set(key, result);
      } else {
        result = handle(recorded);
      }
      response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    paymentIntents,
    calculations,
    transactions,
    refunds,
    succeed: (paymentId: string) => {
      const intent = paymentIntents.get(paymentId);
      if (!intent) throw new Error(`No such payment_intent ${paymentId}`);
      // As at Stripe, a canceled intent can no longer be paid.
      if (intent.status === 'canceled') throw new Error(`PaymentIntent ${paymentId} is canceled`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
    },
    taxRates,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
