import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useImperativeHandle, useState } from 'react';
import { describeApiError, errorBody } from '@petart/web-shared/api-error';
import { useConfirmLocalPaymentMutation } from '../../api/enhanced-api';
import { PAYMENT_TEXT } from './payment-texts';
import { PaymentFailure, type PaymentFormProps } from './payment-form';

/** Card messages, worded like Stripe's own so both forms read the same (ours). */
export const CARD_MESSAGES = {
  number: 'Your card number is invalid.',
  expiry: "Your card's expiration date is incomplete.",
  expired: "Your card's expiration date is in the past.",
  cvc: "Your card's security code is incomplete.",
} as const;

const digits = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' -> '12/30'. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Luhn checksum, as every card network uses. */
export function luhnValid(number: string): boolean {
  const d = digits(number);
  if (d.length < 13 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Month and four-digit year of 'MM/YY', or null when incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const d = digits(value);
  if (d.length !== 4) return null;
  const month = Number(d.slice(0, 2));
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(d.slice(2)) };
}

/** First problem of the card as typed, or null. `now` is injectable for tests. */
export function cardError(
  card: { number: string; expiry: string; cvc: string },
  now = new Date(),
): string | null {
  if (!luhnValid(card.number)) return CARD_MESSAGES.number;
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return CARD_MESSAGES.expiry;
  const current = now.getFullYear() * 12 + now.getMonth() + 1;
  if (expiry.year * 12 + expiry.month < current) return CARD_MESSAGES.expired;
  if (!/^\d{3,4}$/.test(card.cvc)) return CARD_MESSAGES.cvc;
  return null;
}

/**
 * Card form of the local test gateway (the default profile): a plain number / MM/YY / CVC form that says plainly
 * that no real payment is taken, confirmed with POST /payments/local/confirm. The gateway behaves like Stripe's test
 * cards (4242... succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds).
 */
export function LocalCardForm({ ref, disabled, error, onEdit }: PaymentFormProps) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [confirmLocalPayment] = useConfirmLocalPaymentMutation();

  useImperativeHandle(
    ref,
    () => ({
      validate: () => cardError(card),
      confirm: async ({ clientSecret }) => {
        const expiry = parseExpiry(card.expiry);
        if (!expiry) throw new PaymentFailure(CARD_MESSAGES.expiry);
        const result = await confirmLocalPayment({
          localConfirmDto: {
            clientSecret,
            cardNumber: digits(card.number),
            expMonth: expiry.month,
            expYear: expiry.year,
            cvc: card.cvc,
          },
        });
        if ('error' in result && result.error) {
          const body = errorBody(result.error);
          const declineCode = body && 'declineCode' in body ? String(body.declineCode) : undefined;
          throw new PaymentFailure(describeApiError(result.error), declineCode);
        }
        if (result.data?.status !== 'succeeded') throw new PaymentFailure(PAYMENT_TEXT.confirmationFailed);
      },
    }),
    [card, confirmLocalPayment],
  );

  const set = (field: keyof typeof card, value: string) => {
    setCard((previous) => ({ ...previous, [field]: value }));
    onEdit?.();
  };

  return (
    <Stack spacing={2}>
      <Alert severity="info" variant="outlined">
        {PAYMENT_TEXT.testModeNotice}
      </Alert>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            label="Card number"
            fullWidth
            required
            disabled={disabled}
            value={card.number}
            onChange={(event) => set('number', formatCardNumber(event.target.value))}
            placeholder="4242 4242 4242 4242"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' } }}
          />
        </Grid>
        <Grid size={6}>
          <TextField
            label="MM/YY"
            fullWidth
            required
            disabled={disabled}
            value={card.expiry}
            onChange={(event) => set('expiry', formatExpiry(event.target.value))}
            placeholder="12/30"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp' } }}
          />
        </Grid>
        <Grid size={6}>
          <TextField
            label="CVC"
            fullWidth
            required
            disabled={disabled}
            value={card.cvc}
            onChange={(event) => set('cvc', digits(event.target.value).slice(0, 4))}
            placeholder="123"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc' } }}
          />
        </Grid>
      </Grid>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
