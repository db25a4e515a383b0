import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useApplyDiscountCodeMutation, type AppliedDiscountDto } from '../../../api/enhanced-api';
import { DISCOUNT_TEXT } from '../checkout-texts';
import { CodeField } from './code-field';

export interface DiscountCodeFieldProps {
  /** The code applied (its answer from the server), or null. */
  applied: AppliedDiscountDto | null;
  onApplied: (discount: AppliedDiscountDto | null) => void;
  /** A message from outside (the pricing refused the applied code, e.g. the cart went below its minimum). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * "Discount code" at checkout: a link that opens an input and Apply; an applied code shows with Remove.
 * The server says why a code does not apply (wrong, expired, used up, ...) and we show its words under the input.
 */
export function DiscountCodeField({ applied, onApplied, error, disabled }: DiscountCodeFieldProps) {
  const [apply, state] = useApplyDiscountCodeMutation();

  const submit = async (raw: string): Promise<string | null> => {
    const value = raw.trim();
    if (!value) return DISCOUNT_TEXT.empty;
    const result = await apply({ applyDiscountDto: { code: value } });
    if ('error' in result && result.error) {
      const status = (result.error as { status?: unknown }).status;
      return (
        errorBodyMessage(result.error) ?? (status === 429 ? DISCOUNT_TEXT.tooMany : DISCOUNT_TEXT.failed)
      );
    }
    if (result.data) onApplied(result.data);
    return null;
  };

  return (
    <CodeField
      openLabel={DISCOUNT_TEXT.open}
      label={DISCOUNT_TEXT.label}
      applyLabel={DISCOUNT_TEXT.apply}
      removeLabel={DISCOUNT_TEXT.remove}
      appliedText={applied ? DISCOUNT_TEXT.applied(applied.code, applied.description) : null}
      appliedTestId="applied-discount"
      onRemove={() => onApplied(null)}
      onSubmit={submit}
      busy={state.isLoading}
      error={error}
      disabled={disabled}
    />
  );
}
