import { fileURLToPath } from 'node:url';
import {
  customerWithCart,
  expect,
  expectNoSidewaysScroll,
  expectOnScreen,
  fillCard,
  fillCheckout,
  printUntil,
  test,
  withDb,
} from './helpers';

const PHOTO = fileURLToPath(new URL('./fixtures/chelsea-cat-portrait.png', import.meta.url));
const PASSWORD = 'Shipping-Pass-1';

/**
 * Express shipping end to end on the local stack: the checkout offers standard and express with their price and
 * range, the express order is paid with its price, the order page names it, and the simulator ships it as express
 * (its carrier page says so). At a phone's width too: the method choice, the arrive-by day and its answer each fit on
 * the screen, and no page of the journey scrolls sideways.
 */
test(
  'shipping methods: an express order with its price and range, through to the simulator',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    // A canvas in the cart: the local table's express is $22.99 to the US, 3-6 business days.
    await customerWithCart(page, testInfo, 'express', PASSWORD, PHOTO);
    await page.goto('/app/checkout');
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    const methods = page.getByRole('group', { name: 'Shipping method' });
    await expect(methods).toContainText('Enter your delivery address to see the shipping options');
    await fillCheckout(page);

    const standard = methods.getByRole('radio', { name: /Standard shipping — \$9\.99/ });
    const express = methods.getByRole('radio', { name: /Express shipping — \$22\.99/ });
    await expect(standard).toBeChecked();
    await expect(methods).toContainText('4-10 business days');
    await expect(methods).toContainText('3-6 business days');
    // Both methods with their prices and ranges fit the width; the choice is made where it is read.
    await expectOnScreen(methods);
    await express.check();
    await expect(express).toBeChecked();

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByLabel('Shipping amount')).toHaveText('$22.99');
    await expect(summary.getByTestId('delivery-range')).toHaveText('3-6 business days');
    // 69.99 + 22.99, and California's 7.25% on both: 6.74.
    await expect(summary.getByLabel('Total amount')).toHaveText('$99.72');

    // Arrive by a day two months ahead: express makes it, whatever day the journey runs.
    const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Arrive by (optional)').fill(day);
    const arriveBy = page.getByRole('status').filter({ hasText: /^Express shipping arrives by / });
    await expect(arriveBy).toContainText(/at the latest: in time for [A-Z][a-z]{2} \d{1,2}\.$/);
    await expectOnScreen(page.getByLabel('Arrive by (optional)'));
    await expectOnScreen(arriveBy);
    await expectNoSidewaysScroll(page);

    await fillCard(page, '4242 4242 4242 4242');
    const payNow = page.getByRole('button', { name: 'Pay Now' });
    await expectOnScreen(payNow);
    await payNow.click();
    await expect(page).toHaveURL(/\/app\/order-confirmation\/[^/]+$/, { timeout: 30_000 });
    const paid = page.getByRole('region', { name: 'Order Summary' });
    await expect(paid.getByLabel('Shipping & Handling amount')).toHaveText('$22.99');
    await expect(paid.getByTestId('shipping-method')).toHaveText('Express shipping');
    await expect(page.getByText('3-6 business days')).toBeVisible();
    await expectOnScreen(paid.getByTestId('shipping-method'));
    await expectNoSidewaysScroll(page);

    // The simulator was sent the order as express, ships it, and its carrier page names the service.
    const orderHash = decodeURIComponent(page.url().split('/').pop() ?? '');
    await printUntil(request, orderHash, 'shipped');
    const { rows } = await withDb((db) =>
      db.query<{ shipping_method: string; number: string }>(
        `SELECT shipping_method, shipments->0->>'number' AS number
         FROM fulfilment_simulator_orders WHERE external_id = $1`,
        [orderHash],
      ),
    );
    expect(rows[0]?.shipping_method).toBe('express');
    const carrier = await page.context().newPage();
    await carrier.goto(`/api/carrier/track/${rows[0]?.number ?? ''}`);
    const service = carrier.getByRole('row', { name: /^Service / });
    await expect(service.getByRole('rowheader').or(service.getByRole('cell'))).toHaveText([
      'Service',
      'Express shipping',
    ]);
    await expectNoSidewaysScroll(carrier);
    await carrier.close();
  },
);
