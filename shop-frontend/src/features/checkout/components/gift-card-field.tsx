import { GIFT_CARD_MESSAGES, isGiftCardCode, normalizeGiftCardCode } from '@petart/domain';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useEffect, useRef } from 'react';
import { useLazyGetGiftCardBalanceQuery } from '../../../api/enhanced-api';
import { GIFT_CARD_TEXT } from '../checkout-texts';
import { CodeField } from './code-field';

/** A gift card applied at checkout: its code (normalised, sent with the payment) and the balance the server gave. */
export interface AppliedGiftCard {
  code: string;
  codeEnd: string;
  balanceCents: number;
}

export interface GiftCardFieldProps {
  applied: AppliedGiftCard | null;
  onApplied: (card: AppliedGiftCard | null) => void;
  /** A message from outside (the payment refused the card: its balance was just used, it was disabled). */
  error?: string | null;
  disabled?: boolean;
  /** A code to start with (the recipient's email link): the field opens with it and applies it once. */
  initialCode?: string | null;
}

/**
 * "Have a gift card?" at checkout, under the discount code and built like it, then the applied card with its balance.
 * A code of the wrong shape is refused here (no request, so no guessing attempt is counted); the server says why a
 * well-formed code cannot pay (unknown, disabled, empty, too many attempts).
 */
export function GiftCardField({ applied, onApplied, error, disabled, initialCode }: GiftCardFieldProps) {
  const [check, state] = useLazyGetGiftCardBalanceQuery();

  const submit = async (raw: string): Promise<string | null> => {
    const code = normalizeGiftCardCode(raw.trim());
    if (!code) return GIFT_CARD_TEXT.empty;
    if (!isGiftCardCode(code)) return GIFT_CARD_MESSAGES.unknown;
    const result = await check({ code });
    if (result.error) {
      const status = (result.error as { status?: unknown }).status;
      return (
        errorBodyMessage(result.error) ??
        (status === 429 ? GIFT_CARD_MESSAGES.tooManyAttempts : GIFT_CARD_TEXT.failed)
      );
    }
    if (result.data)
      onApplied({ code, codeEnd: result.data.codeEnd, balanceCents: result.data.balanceCents });
    return null;
  };

  // The email link's code is applied once, when checkout opens; a refusal shows at the field.
  const autoApplied = useRef(false);
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });
  useEffect(() => {
    if (autoApplied.current || !initialCode) return;
    autoApplied.current = true;
    void submitRef.current(initialCode);
  }, [initialCode]);

  return (
    <CodeField
      openLabel={GIFT_CARD_TEXT.open}
      label={GIFT_CARD_TEXT.label}
      applyLabel={GIFT_CARD_TEXT.apply}
      applyName={`${GIFT_CARD_TEXT.apply} gift card`}
      removeLabel={GIFT_CARD_TEXT.remove}
      removeName={`${GIFT_CARD_TEXT.remove} gift card`}
      appliedText={applied ? GIFT_CARD_TEXT.applied(applied.codeEnd, applied.balanceCents) : null}
      appliedTestId="applied-gift-card"
      onRemove={() => onApplied(null)}
      onSubmit={submit}
      busy={state.isFetching}
      error={error}
      disabled={disabled}
      initialCode={initialCode}
      placeholder="ABCD-EFGH-JKMN-PQRS"
    />
  );
}
