import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CartLine } from '../cart-lines';
import type { PricingResultDto as PricingResult } from '../../../api/enhanced-api';
import { enter } from '../../../testing/form-entry';
import { apiUrl, signedInHandlers, userFixture } from '../../../testing/msw-handlers';

export function cartLineFixture(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 'c1',
    sessionId: 's1',
    printType: 'canvas',
    printSize: '20x30',
    imageUrl: '/api/images/generated/g1.webp?exp=1&sig=a',
    quantity: 1,
    unitPrice: 69.99,
    artStyle: 'Watercolor',
    personalisation: null,
    petCount: 1,
    createdAt: '2025-01-05T15:00:00.000Z',
    ...overrides,
  };
}

export function pricingFixture(overrides: Partial<PricingResult> = {}): PricingResult {
  return {
    success: true,
    message: 'Pricing calculated',
    productPrice: 69.99,
    shippingCost: 999,
    taxAmount: 580,
    total: 85.78,
    deliveryTime: '4-10 business days',
    deliveryEstimates: {
      hasMultipleProviders: false,
      estimates: [
        {
          label: 'Canvas',
          range: '4-10 business days',
          min: 4,
          max: 10,
          provider: 105,
          printTypes: ['canvas'],
        },
      ],
      combinedRange: '4-10 business days',
    },
    shippingMethod: 'standard',
    shippingMethods: [
      {
        method: 'standard',
        label: 'Standard shipping',
        shippingCost: 999,
        deliveryTime: '4-10 business days',
        minDays: 4,
        maxDays: 10,
      },
    ],
    ...overrides,
  };
}

export interface CheckoutServer {
  cart: CartLine[];
  pricingBodies: unknown[];
  cartUpdates: { id: string; quantity: number }[];
  removed: string[];
  intents: unknown[];
  confirms: unknown[];
  submitted: string[];
}

/**
 * A signed-in user (no saved profile address), a cart held in memory (PUT/DELETE change it), pricing answered by
 * `pricing` (default: the fixture), the local payment profile.
 */
export function checkoutHandlers(
  options: {
    cart?: CartLine[];
    pricing?: (body: unknown) => Response;
    confirm?: (body: unknown) => Response;
    userOverrides?: Parameters<typeof userFixture>[0];
  } = {},
) {
  const server: CheckoutServer = {
    cart: options.cart ?? [cartLineFixture()],
    pricingBodies: [],
    cartUpdates: [],
    removed: [],
    intents: [],
    confirms: [],
    submitted: [],
  };
  const handlers = [
    ...signedInHandlers(
      userFixture({ phone: null, firstName: null, lastName: null, ...options.userOverrides }),
    ),
    http.get(apiUrl('/cart'), () =>
      HttpResponse.json({ items: server.cart, itemCount: server.cart.reduce((s, l) => s + l.quantity, 0) }),
    ),
    http.put(apiUrl('/cart/:id'), async ({ params, request }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      server.cartUpdates.push({ id: String(params.id), quantity });
      server.cart = server.cart.map((l) => (l.id === params.id ? { ...l, quantity } : l));
      const item = server.cart.find((l) => l.id === params.id);
      return HttpResponse.json({ item, itemCount: quantity });
    }),
    http.delete(apiUrl('/cart/:id'), ({ params }) => {
      server.removed.push(String(params.id));
      server.cart = server.cart.filter((l) => l.id !== params.id);
      return HttpResponse.json({ success: true, itemCount: 0 });
    }),
    http.delete(apiUrl('/cart'), () => {
      server.removed.push('*');
      server.cart = [];
      return HttpResponse.json({ success: true, itemCount: 0 });
    }),
    http.post(apiUrl('/pricing/calculate-cart'), async ({ request }) => {
      const body: unknown = await request.json();
      server.pricingBodies.push(body);
      return options.pricing ? options.pricing(body) : HttpResponse.json(pricingFixture());
    }),
    http.get(apiUrl('/payments/config'), () => HttpResponse.json({ provider: 'local', testMode: true })),
    http.post(apiUrl('/cart/create-payment-intent'), async ({ request }) => {
      server.intents.push(await request.json());
      return HttpResponse.json({
        success: true,
        clientSecret: 'pi_local_1_secret_x',
        orderHash: 'orderhash0123456789abcdef',
        paymentProvider: 'local',
      });
    }),
    http.post(apiUrl('/payments/local/confirm'), async ({ request }) => {
      const body: unknown = await request.json();
      server.confirms.push(body);
      return options.confirm
        ? options.confirm(body)
        : HttpResponse.json({ success: true, status: 'succeeded', orderHash: 'orderhash0123456789abcdef' });
    }),
    http.post(apiUrl('/submit-to-printify/:hash'), ({ params }) => {
      server.submitted.push(String(params.hash));
      return HttpResponse.json({
        success: true,
        printifyOrderId: 'sim-1',
        fulfillmentStatus: 'submitted_to_fulfillment',
      });
    }),
  ];
  return { server, handlers };
}

/** A complete US delivery address (Ada Lovelace, San Francisco), pasted field by field. */
export async function fillCheckoutAddress(user: UserEvent): Promise<void> {
  await enter(user, /^Phone/, '+14155550100');
  await user.selectOptions(screen.getByLabelText(/^Country/), 'US');
  await user.selectOptions(screen.getByLabelText(/^State/), 'CA');
  await enter(user, /^First name/, 'Ada');
  await enter(user, /^Last name/, 'Lovelace');
  await enter(user, /^Address \*/, '1 Market St');
  await enter(user, /^City/, 'San Francisco');
  await enter(user, /^ZIP code/, '94105');
}
