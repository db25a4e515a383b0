import type { Page } from '@playwright/test';
import { expect } from './helpers';

/** An order number as people read it: PA- and six characters without 0/O/1/I/L/U (domain order-number.ts). */
export const ORDER_NUMBER = /^PA-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;

/** The order number the confirmation or tracking page shows as its Order Reference. */
export async function shownOrderNumber(page: Page): Promise<string> {
  const reference = page.getByTestId('order-reference');
  await expect(reference).toHaveText(ORDER_NUMBER);
  return (await reference.textContent()) ?? '';
}
