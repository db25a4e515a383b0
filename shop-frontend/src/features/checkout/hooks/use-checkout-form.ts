import { MESSAGES } from '@petart/domain';
import { useMemo, useState } from 'react';
import { useAuth } from '../../../auth';
import {
  initialValues,
  payBlockers,
  updateField,
  validate,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from '../checkout-form';

const TOO_LONG: ReadonlySet<string> = new Set([
  MESSAGES.firstNameTooLong,
  MESSAGES.lastNameTooLong,
  MESSAGES.phoneTooLong,
  MESSAGES.addressTooLong,
  MESSAGES.address2TooLong,
  MESSAGES.cityTooLong,
  MESSAGES.zipTooLong,
]);

/**
 * Checkout form state: values restored from this device (else the profile), saved per field as they change;
 * errors from the domain's validateCheckout, shown for a field once it was left or after a Pay attempt.
 */
export function useCheckoutForm() {
  const { user } = useAuth();
  const [values, setValues] = useState<CheckoutValues>(() => initialValues(user));
  // Values restored from an earlier visit are checked at once: a wrong saved value must not wait for a blur.
  const [touched, setTouched] = useState<Partial<Record<CheckoutField, boolean>>>(() =>
    Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value !== ''])),
  );
  const [showAll, setShowAll] = useState(false);
  // The email is the signed-in user's, whatever was stored before.
  const current = useMemo(
    () => (user && user.email !== values.email ? { ...values, email: user.email } : values),
    [user, values],
  );
  const errors = useMemo(() => validate(current), [current]);
  const visibleErrors: CheckoutErrors = {};
  for (const [field, message] of Object.entries(errors) as [CheckoutField, string | undefined][]) {
    // Too-long values are reported while typing; the other rules once the field was left.
    if (showAll || touched[field] || TOO_LONG.has(message ?? '')) visibleErrors[field] = message;
  }
  // What keeps Pay Now disabled, in screen order (the canPay rule, field by field).
  const blockers = payBlockers(current);
  return {
    values: current,
    errors,
    visibleErrors,
    blockers,
    canPay: blockers.length === 0,
    setField: (field: CheckoutField, value: string) =>
      setValues((previous) => updateField(previous, field, value)),
    touch: (field: CheckoutField) => setTouched((previous) => ({ ...previous, [field]: true })),
    showAllErrors: () => setShowAll(true),
  };
}
