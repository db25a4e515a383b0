import type { PaymentGateway, ShippingQuoter, TaxCalculator } from '@petart/domain';
import { LocalPaymentGateway } from '../../src/adapters/payments/local-payment.gateway';
import { StripePaymentGateway } from '../../src/adapters/payments/stripe-payment.gateway';
import { LocalShippingQuoter } from '../../src/adapters/shipping/local-shipping.quoter';
import { PrintifyShippingQuoter } from '../../src/adapters/shipping/printify-shipping.quoter';
import { createStripeClient } from '../../src/adapters/stripe/stripe-client';
import { LocalTaxCalculator } from '../../src/adapters/tax/local-tax.calculator';
import { StripeTaxCalculator } from '../../src/adapters/tax/stripe-tax.calculator';
import { startPrintifyFake, type FakePrintify } from '../fakes/printify-fake';
import { startStripeFake, type FakeStripe } from '../fakes/stripe-fake';

/**
 * One contract per checkout port, run against the local adapter and the real adapter talking to a local fake of
 * the vendor's HTTP API, so the two cannot drift.
 */
let stripe: FakeStripe;
let printify: FakePrintify;
beforeAll(async () => {
  stripe = await startStripeFake();
  printify = await startPrintifyFake();
});
afterAll(async () => {
  await stripe.close();
  await printify.close();
});

const US = {
  countryCode: 'US',
  region: 'CA',
  postalCode: '94105',
  city: 'San Francisco',
  address1: '1 Market St',
};
const DE = { countryCode: 'DE', postalCode: '10115', city: 'Berlin' };

function taxContract(name: string, make: () => TaxCalculator): void {
  describe(`TaxCalculator contract: ${name}`, () => {
    const lines = [{ reference: '1:canvas:20x30', amountCents: 6999, quantity: 1 }];
    it('returns whole, non-negative cents and a calculation id', async () => {
      const quote = await make().calculate({ lines, shippingCents: 999, address: DE });
      expect(Number.isInteger(quote.taxCents)).toBe(true);
      expect(quote.taxCents).toBeGreaterThan(0);
      expect(quote.calculationId).toEqual(expect.any(String));
    });
    it('taxes shipping too, and more for a larger cart', async () => {
      const calc = make();
      const small = await calc.calculate({ lines, shippingCents: 0, address: DE });
      const shipped = await calc.calculate({ lines, shippingCents: 5000, address: DE });
      const large = await calc.calculate({
        lines: [{ ...lines[0]!, amountCents: 13998, quantity: 2 }],
        shippingCents: 0,
        address: DE,
      });
      expect(shipped.taxCents).toBeGreaterThan(small.taxCents);
      expect(large.taxCents).toBeGreaterThan(small.taxCents);
    });
    it('records one transaction per reference (idempotent)', async () => {
      const calc = make();
      const quote = await calc.calculate({ lines, shippingCents: 999, address: US });
      const reference = `order-${Math.random().toString(36).slice(2)}`;
      const first = await calc.recordTransaction(quote.calculationId ?? '', reference);
      const second = await calc.recordTransaction(quote.calculationId ?? '', reference);
      expect(first.transactionId).toEqual(expect.any(String));
      expect(second.transactionId).toBe(first.transactionId);
    });
    it('reverses a recorded transaction once (idempotent)', async () => {
      const calc = make();
      const quote = await calc.calculate({ lines, shippingCents: 999, address: US });
      const reference = `order-${Math.random().toString(36).slice(2)}`;
      const { transactionId } = await calc.recordTransaction(quote.calculationId ?? '', reference);
      const first = await calc.reverseTransaction(transactionId, reference);
      const second = await calc.reverseTransaction(transactionId, reference);
      expect(first.reversalId).toEqual(expect.any(String));
      expect(first.reversalId).not.toBe(transactionId);
      expect(second.reversalId).toBe(first.reversalId);
    });
  });
}

function shippingContract(name: string, make: () => ShippingQuoter): void {
  describe(`ShippingQuoter contract: ${name}`, () => {
    const poster = { printType: 'poster', printSize: '12x18', quantity: 1 };
    const canvas = { printType: 'canvas', printSize: '20x30', quantity: 1 };
    it('quotes positive whole cents', async () => {
      const { shippingCents } = await make().quote({ lines: [poster], address: US });
      expect(Number.isInteger(shippingCents)).toBe(true);
      expect(shippingCents).toBeGreaterThan(0);
    });
    it('charges additional items less than a second parcel, and mixed carts more than either part', async () => {
      const q = make();
      const one = (await q.quote({ lines: [poster], address: US })).shippingCents;
      const two = (await q.quote({ lines: [{ ...poster, quantity: 2 }], address: US })).shippingCents;
      const canvasOnly = (await q.quote({ lines: [canvas], address: US })).shippingCents;
      const mixed = (await q.quote({ lines: [poster, canvas], address: US })).shippingCents;
      expect(two).toBeGreaterThan(one);
      expect(two).toBeLessThan(2 * one);
      expect(mixed).toBeGreaterThan(Math.max(one, canvasOnly));
    });
    it('charges more abroad than at home', async () => {
      const q = make();
      const home = (await q.quote({ lines: [canvas], address: US })).shippingCents;
      const abroad = (await q.quote({ lines: [canvas], address: DE })).shippingCents;
      expect(abroad).toBeGreaterThan(home);
    });
    it('quotes standard and express at once to the US, express dearer; standard is shippingCents', async () => {
      const quote = await make().quote({ lines: [poster, canvas], address: US });
      expect(quote.methods.standard).toBe(quote.shippingCents);
      expect(Number.isInteger(quote.methods.express)).toBe(true);
      expect(quote.methods.express).toBeGreaterThan(quote.methods.standard);
    });
    it('offers no express abroad nor to a remote US territory', async () => {
      const q = make();
      expect((await q.quote({ lines: [canvas], address: DE })).methods).toEqual({
        standard: expect.any(Number) as number,
      });
      const hawaii = { ...US, region: 'HI', postalCode: '96813', city: 'Honolulu' };
      const domestic = (await q.quote({ lines: [canvas], address: hawaii })).methods;
      expect(domestic.express).toBeUndefined();
    });
  });
}

function paymentContract(
  name: string,
  make: () => PaymentGateway,
  /** Makes the card payment of `paymentId` go through (as the card form would), without any webhook. */
  succeed: (gateway: PaymentGateway, paymentId: string, amountCents: number) => void,
): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    const request = (key: string) => ({
      orderHash: key,
      amountCents: 4824,
      currency: 'usd' as const,
      idempotencyKey: key,
      metadata: { orderHash: key },
    });
    it('creates a payment whose client secret belongs to it; the same key gives the same payment', async () => {
      const gateway = make();
      const key = `order-${Math.random().toString(36).slice(2)}`;
      const first = await gateway.createPayment(request(key));
      const second = await gateway.createPayment(request(key));
      const other = await gateway.createPayment(request(`${key}-other`));
      expect(first.clientSecret.startsWith(`${first.paymentId}_secret_`)).toBe(true);
      expect(second).toEqual(first);
      expect(other.paymentId).not.toBe(first.paymentId);
      expect(await gateway.clientSecretFor(first.paymentId)).toBe(first.clientSecret);
    });
    it('answers the status query: not paid yet, then succeeded with the amount (reconciliation)', async () => {
      const gateway = make();
      const key = `order-${Math.random().toString(36).slice(2)}`;
      const { paymentId } = await gateway.createPayment(request(key));
      expect((await gateway.getPaymentStatus(paymentId)).status).toBe('requires_payment_method');
      succeed(gateway, paymentId, 4824);
      expect(await gateway.getPaymentStatus(paymentId)).toEqual({ status: 'succeeded', amountCents: 4824 });
    });
    it('refunds partially then the rest, never more than was paid; the same key gives the same refund', async () => {
      const gateway = make();
      const key = `order-${Math.random().toString(36).slice(2)}`;
      const { paymentId } = await gateway.createPayment(request(key));
      succeed(gateway, paymentId, 4824);
      const partial = await gateway.refund({ paymentId, amountCents: 1000, idempotencyKey: `${key}-r1` });
      expect(partial.amountCents).toBe(1000);
      expect(partial.refundId).toEqual(expect.stringMatching(/^re_/));
      const replay = await gateway.refund({ paymentId, amountCents: 1000, idempotencyKey: `${key}-r1` });
      expect(replay.refundId).toBe(partial.refundId);
      await expect(
        gateway.refund({ paymentId, amountCents: 4000, idempotencyKey: `${key}-r2` }),
      ).rejects.toThrow();
      const rest = await gateway.refund({ paymentId, idempotencyKey: `${key}-r3` });
      expect(rest.amountCents).toBe(3824);
      expect(rest.refundId).not.toBe(partial.refundId);
    });
    it('cancels a payment that has not succeeded; cancelling again answers canceled', async () => {
      const gateway = make();
      const { paymentId } = await gateway.createPayment(
        request(`order-${Math.random().toString(36).slice(2)}`),
      );
      expect(await gateway.cancelPayment(paymentId)).toEqual({ status: 'canceled' });
      expect((await gateway.getPaymentStatus(paymentId)).status).toBe('canceled');
      expect(await gateway.cancelPayment(paymentId)).toEqual({ status: 'canceled' });
    });
    it('answers succeeded when asked to cancel a payment that went through first, which stays refundable', async () => {
      const gateway = make();
      const key = `order-${Math.random().toString(36).slice(2)}`;
      const { paymentId } = await gateway.createPayment(request(key));
      succeed(gateway, paymentId, 4824);
      expect(await gateway.cancelPayment(paymentId)).toEqual({ status: 'succeeded' });
      expect(await gateway.getPaymentStatus(paymentId)).toEqual({ status: 'succeeded', amountCents: 4824 });
      expect((await gateway.refund({ paymentId, idempotencyKey: `${key}-r` })).amountCents).toBe(4824);
    });
    it('rejects a webhook with a bad signature', async () => {
      const gateway: PaymentGateway = make();
      await expect(
        gateway.parseWebhook(Buffer.from('{"id":"evt_1","object":"event"}'), 't=1,v1=deadbeef'),
      ).rejects.toThrow();
    });
  });
}

taxContract('LocalTaxCalculator', () => new LocalTaxCalculator());
taxContract(
  'StripeTaxCalculator (fake Stripe)',
  () => new StripeTaxCalculator(createStripeClient('sk_test_contract', stripe.url)),
);
shippingContract('LocalShippingQuoter', () => new LocalShippingQuoter());
shippingContract(
  'PrintifyShippingQuoter (fake Printify)',
  () =>
    new PrintifyShippingQuoter({ baseUrl: printify.url, apiToken: printify.token, shopId: printify.shopId }),
);
paymentContract(
  'LocalPaymentGateway',
  () => new LocalPaymentGateway('contract-secret-contract-secret-0123'),
  (gateway, paymentId, amountCents) =>
    (gateway as LocalPaymentGateway).recordStatus(paymentId, 'succeeded', amountCents),
);
paymentContract(
  'StripePaymentGateway (fake Stripe)',
  () => new StripePaymentGateway(createStripeClient('sk_test_contract', stripe.url), 'whsec_contract'),
  (_gateway, paymentId) => stripe.succeed(paymentId),
);

describe('adapter specifics', () => {
  it('Local gateway: a canceled payment reads canceled in statusOf (the local confirm refuses it), and a declined card does not reopen it', async () => {
    const gateway = new LocalPaymentGateway('contract-secret-contract-secret-0123');
    const { paymentId } = await gateway.createPayment({
      orderHash: 'order-local-cancel',
      amountCents: 4824,
      currency: 'usd',
      idempotencyKey: 'order-local-cancel',
      metadata: {},
    });
    expect(gateway.statusOf(paymentId)).toBe('requires_payment_method');
    await gateway.cancelPayment(paymentId);
    gateway.recordStatus(paymentId, 'requires_payment_method', 4824);
    expect(gateway.statusOf(paymentId)).toBe('canceled');
    expect(gateway.statusOf('pi_local_never_seen')).toBeUndefined();
  });

  it('Stripe gateway cancels through POST /v1/payment_intents/:id/cancel; the canceled intent cannot be paid; an unknown intent rejects', async () => {
    const gateway = new StripePaymentGateway(
      createStripeClient('sk_test_contract', stripe.url),
      'whsec_contract',
    );
    const key = `order-${Math.random().toString(36).slice(2)}`;
    const { paymentId } = await gateway.createPayment({
      orderHash: key,
      amountCents: 4824,
      currency: 'usd',
      idempotencyKey: key,
      metadata: {},
    });
    await gateway.cancelPayment(paymentId);
    expect(
      stripe.requests.filter(
        (r) => r.method === 'POST' && r.path === `/v1/payment_intents/${paymentId}/cancel`,
      ),
    ).toHaveLength(1);
    expect(() => stripe.succeed(paymentId)).toThrow('canceled');
    await expect(gateway.cancelPayment('pi_unknown')).rejects.toThrow('No such payment_intent');
  });

  it("Printify quoter reads express from Printify's priority figure, else express; absent or zero is not offered", async () => {
    const quoter = new PrintifyShippingQuoter({
      baseUrl: printify.url,
      apiToken: printify.token,
      shopId: printify.shopId,
    });
    const lines = [{ printType: 'poster', printSize: '12x18', quantity: 1 }];
    try {
      printify.shippingAnswer = { standard: 450, priority: 1300, express: 1500, economy: 400 };
      expect((await quoter.quote({ lines, address: US })).methods).toEqual({ standard: 450, express: 1300 });
      printify.shippingAnswer = { standard: 450, express: 1500 };
      expect((await quoter.quote({ lines, address: US })).methods).toEqual({ standard: 450, express: 1500 });
      printify.shippingAnswer = { standard: 450, priority: 0, express: null };
      expect((await quoter.quote({ lines, address: US })).methods).toEqual({ standard: 450 });
      printify.shippingAnswer = { express: 1500 };
      await expect(quoter.quote({ lines, address: US })).rejects.toThrow('no standard rate');
    } finally {
      printify.shippingAnswer = undefined;
    }
  });

  it('Printify quoter sends blueprint/provider/variant ids and the bearer token, and surfaces HTTP errors', async () => {
    const wrong = new PrintifyShippingQuoter({
      baseUrl: printify.url,
      apiToken: 'wrong',
      shopId: printify.shopId,
    });
    await expect(
      wrong.quote({ lines: [{ printType: 'poster', printSize: '12x18', quantity: 1 }], address: US }),
    ).rejects.toThrow('HTTP 401');
    const quoter = new PrintifyShippingQuoter({
      baseUrl: printify.url,
      apiToken: printify.token,
      shopId: printify.shopId,
    });
    await quoter.quote({
      lines: [
        { printType: 'poster', printSize: '12x18', quantity: 1 },
        { printType: 'Canvas', printSize: '20x30', quantity: 2 },
      ],
      address: US,
    });
    const last = printify.requests.at(-1);
    expect(last?.headers.authorization).toBe(`Bearer ${printify.token}`);
    const items = (last?.body as { line_items: Record<string, number>[] }).line_items;
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([
      'blueprint_id',
      'print_provider_id',
      'quantity',
      'variant_id',
    ]);
    expect(items[0]).toEqual({ blueprint_id: 282, print_provider_id: 2, variant_id: 43138, quantity: 1 });
    // Canvas has no confirmed id: the quote uses the variant Printify lists under the exact title, as the order will.
    expect(items[1]).toEqual({
      blueprint_id: 937,
      print_provider_id: 105,
      variant_id: printify.variantFor('canvas', '20x30').id,
      quantity: 2,
    });
  });
});
