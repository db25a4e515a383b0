import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { CHECKOUT_TEXT } from '../../checkout-texts';
import { loadStripeJs, type StripeCardElement, type StripeInstance } from './load-stripe';
import { PaymentFailure, type PaymentFormProps } from './payment-form';

const CARD_INCOMPLETE = 'Please complete your card details.'; // (ours)
const STRIPE_UNAVAILABLE = 'The card form could not be loaded. Please refresh the page and try again.'; // (ours)

/**
 * Stripe Elements card form (production profile): Stripe.js from js.stripe.com with the publishable key, one card
 * element (no wallets: Apple Pay / Google Pay are off, product.md P12), confirmCardPayment in USD (the intent's currency).
 * Cannot run offline, so it has no automated test; see the README.
 */
export function StripeCardForm({
  ref,
  publishableKey,
  disabled,
  error,
  onEdit,
}: PaymentFormProps & { publishableKey: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [complete, setComplete] = useState(false);
  const [cardMessage, setCardMessage] = useState<string | null>(null);
  const onEditRef = useRef(onEdit);
  useEffect(() => {
    onEditRef.current = onEdit;
  }, [onEdit]);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripeJs()
      .then((factory) => {
        if (cancelled || !mountRef.current) return;
        const stripe = factory(publishableKey);
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.on('change', (event) => {
          setComplete(event.complete);
          setCardMessage(event.error?.message ?? null);
          onEditRef.current?.();
        });
        card.mount(mountRef.current);
        stripeRef.current = { stripe, card };
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      card?.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey]);

  useImperativeHandle(
    ref,
    () => ({
      validate: () => {
        if (!stripeRef.current) return STRIPE_UNAVAILABLE;
        if (cardMessage) return cardMessage;
        return complete ? null : CARD_INCOMPLETE;
      },
      confirm: async ({ clientSecret, billing }) => {
        const current = stripeRef.current;
        if (!current) throw new PaymentFailure(STRIPE_UNAVAILABLE);
        const result = await current.stripe.confirmCardPayment(clientSecret, {
          payment_method: { card: current.card, billing_details: billing },
        });
        if (result.error) {
          throw new PaymentFailure(
            result.error.message ?? CHECKOUT_TEXT.paymentFailed,
            result.error.decline_code,
          );
        }
        if (result.paymentIntent?.status !== 'succeeded')
          throw new PaymentFailure(CHECKOUT_TEXT.confirmationFailed);
      },
    }),
    [cardMessage, complete],
  );

  return (
    <Stack spacing={2}>
      {state === 'failed' ? <Alert severity="error">{STRIPE_UNAVAILABLE}</Alert> : null}
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1.75,
          opacity: disabled ? 0.6 : 1,
          pointerEvents: disabled ? 'none' : undefined,
          display: state === 'failed' ? 'none' : 'block',
        }}
      >
        {state === 'loading' ? <CircularProgress size={20} aria-label="Loading card form" /> : null}
        <div ref={mountRef} />
      </Box>
      {error || cardMessage ? (
        <Alert severity="error" role="alert">
          {error ?? cardMessage}
        </Alert>
      ) : null}
    </Stack>
  );
}
