import { validateDiscountInput, type DiscountInputErrors } from '@petart/domain';
import type { CreateDiscountDto } from '../../api/enhanced-api';

/** The create form's fields as typed (money in dollars, dates as datetime-local values). */
export interface DiscountFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  /** percent: whole 1..100; fixed: dollars. */
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
}

export const EMPTY_DISCOUNT_FORM: DiscountFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  oncePerCustomer: false,
  firstOrderOnly: false,
};

/** Dollars as typed ('12', '12.5', '$12.50') to cents; NaN when it is not an amount. */
export function dollarsInput(value: string): number {
  const text = value.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** A datetime-local value (the staff member's own time zone) to an ISO instant; undefined when empty. */
function instant(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString();
}

/** The API body of the form and the domain's field errors (the same rules the API applies). */
export function discountRequest(values: DiscountFormValues): {
  body: CreateDiscountDto;
  errors: DiscountInputErrors;
} {
  const value = values.kind === 'percent' ? Number(values.value.trim()) : dollarsInput(values.value);
  const minOrderCents = values.minOrder.trim() ? dollarsInput(values.minOrder) : 0;
  const maxUses = values.maxUses.trim() ? Number(values.maxUses.trim()) : undefined;
  const startsAt = instant(values.startsAt);
  const endsAt = instant(values.endsAt);
  const body: CreateDiscountDto = {
    code: values.code.trim(),
    kind: values.kind,
    value: values.value.trim() === '' ? Number.NaN : value,
    minOrderCents,
    ...(startsAt ? { startsAt } : {}),
    ...(endsAt ? { endsAt } : {}),
    ...(maxUses !== undefined ? { maxUses } : {}),
    oncePerCustomer: values.oncePerCustomer,
    firstOrderOnly: values.firstOrderOnly,
  };
  return { body, errors: validateDiscountInput(body) };
}
