import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import type { RefObject } from 'react';
import type { PayBlocker } from '../checkout-form';
import { CHECKOUT_TEXT } from '../checkout-texts';

/** The element of a checkout field inside the form (the region's select is named `region`). */
function fieldElement(form: HTMLElement | null, field: PayBlocker['field']): HTMLElement | null {
  const name = field === 'state' ? 'region' : field;
  return form?.querySelector<HTMLElement>(`[name="${name}"]`) ?? null;
}

/**
 * Brings a field to the middle of the screen (clear of the sticky header and, on a phone, of the keyboard) and focuses
 * it. Smooth unless the customer asked for reduced motion.
 */
export function goToField(element: HTMLElement): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (typeof element.scrollIntoView === 'function') {
    element.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }
  element.focus({ preventScroll: true });
}

/** 'Still missing: Last name, ZIP code' and/or 'Please check: ZIP code', in the form's order. */
export function payHintText(blockers: readonly PayBlocker[]): string {
  const missing = blockers.filter((b) => b.kind === 'missing').map((b) => b.label);
  const invalid = blockers.filter((b) => b.kind === 'invalid').map((b) => b.label);
  return [
    missing.length > 0 ? CHECKOUT_TEXT.stillMissing(missing) : null,
    invalid.length > 0 ? CHECKOUT_TEXT.pleaseCheck(invalid) : null,
  ]
    .filter((part): part is string => part !== null)
    .join('. ');
}

export interface PayActionProps {
  /** The checkout form, where the fields are looked up. */
  formRef: RefObject<HTMLElement | null>;
  /** What keeps Pay Now disabled (empty when the form allows paying). */
  blockers: readonly PayBlocker[];
  /** Pay Now is disabled (blockers, a payment under way, or the payment form not loaded yet). */
  disabled: boolean;
  paying: boolean;
  /** Shows every field's error (called before going to the first blocker). */
  onShowErrors: () => void;
}

/**
 * 'Pay Now' and, while the form keeps it disabled, what is still missing right under it. The button stays
 * disabled as product.md P5.2 requires; a disabled button receives no clicks, so a tap anywhere on its area (its
 * wrapper) or on the hint (a real button, reachable by keyboard) shows the errors and goes to the first field named.
 */
export function PayAction({ formRef, blockers, disabled, paying, onShowErrors }: PayActionProps) {
  const blocked = blockers.length > 0 && !paying;
  const goToFirst = () => {
    const first = blockers[0];
    if (!first) return;
    onShowErrors();
    const element = fieldElement(formRef.current, first.field);
    if (element) goToField(element);
  };
  return (
    <Box>
      <Box data-testid="pay-area" onClick={blocked ? goToFirst : undefined}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={disabled}
          aria-describedby={blocked ? 'pay-hint' : undefined}
          startIcon={paying ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {paying ? CHECKOUT_TEXT.processing : CHECKOUT_TEXT.payNow}
        </Button>
      </Box>
      {blocked ? (
        <Link
          id="pay-hint"
          component="button"
          type="button"
          variant="body2"
          underline="always"
          onClick={goToFirst}
          sx={{ display: 'block', mx: 'auto', mt: 1, py: 0.5, textAlign: 'center' }}
        >
          {payHintText(blockers)}
        </Link>
      ) : null}
    </Box>
  );
}
