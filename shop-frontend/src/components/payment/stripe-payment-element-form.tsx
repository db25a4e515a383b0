import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTheme, type Theme } from '@mui/material/styles';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { PAYMENT_TEXT } from './payment-texts';
import {
  loadStripeJs,
  type StripeBillingDetails,
  type StripeElements,
  type StripeElementsOptions,
  type StripeInstance,
  type StripePaymentElementOptions,
} from './load-stripe';
import { PaymentFailure, type PaymentBilling, type PaymentFormProps } from './payment-form';

const CARD_INCOMPLETE = 'Please complete your card details.'; // (ours)
const STRIPE_UNAVAILABLE = 'The card form could not be loaded. Please refresh the page and try again.'; // (ours)

/**
 * Elements are created before the order exists (its total depends on the address), so with a stand-in amount: for a
 * card-only form Stripe shows no amount, and confirm() sets the PaymentIntent's own amount before confirming.
 */
const AMOUNT_BEFORE_INTENT_CENTS = 50;

/** Cards only, no wallets (product.md P12): Apple Pay / Google Pay off, the card tab first and alone. */
export const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = {
  layout: 'tabs',
  wallets: { applePay: 'never', googlePay: 'never' },
  paymentMethodOrder: ['card'],
  // The checkout's delivery section already asks for the address: it goes with the card (billingDetails below).
  fields: { billingDetails: { address: 'never' } },
};

function elementsOptions(theme: Theme): StripeElementsOptions {
  return {
    mode: 'payment',
    amount: AMOUNT_BEFORE_INTENT_CENTS,
    currency: 'usd',
    allowedPaymentMethodTypes: ['card'],
    appearance: {
      theme: 'stripe',
      variables: {
        colorPrimary: theme.palette.primary.main,
        colorDanger: theme.palette.error.main,
        colorText: theme.palette.text.primary,
        fontFamily: String(theme.typography.fontFamily),
        borderRadius: `${theme.shape.borderRadius}px`,
      },
    },
  };
}

/** The element's options: the address from the page when it has one, else the element asks for it. */
function paymentElementOptions(collectAddress: boolean): StripePaymentElementOptions {
  return collectAddress
    ? { ...PAYMENT_ELEMENT_OPTIONS, fields: { billingDetails: { address: 'auto' } } }
    : PAYMENT_ELEMENT_OPTIONS;
}

/** Stripe wants every address field when the Payment Element does not collect the address itself. */
function billingDetails(billing: PaymentBilling): StripeBillingDetails {
  const { address, ...rest } = billing;
  if (!address) return rest;
  return {
    ...rest,
    address: { ...address, line2: address.line2 ?? '', state: address.state ?? '' },
  };
}

/**
 * Stripe's Payment Element (production profile): Stripe.js from js.stripe.com with the publishable key, Elements
 * created without an intent (the order and its card-only PaymentIntent are made when the customer pays), confirmed
 * with confirmPayment and `redirect: 'if_required'`, so a card stays on the page (3-D Secure opens in a modal). Should
 * a card ever redirect, Stripe returns the customer to the order's confirmation page, which shows the order as the
 * server has it: payment success is only ever taken from Stripe's webhook or the reconciliation.
 */
export function StripePaymentElementForm({
  ref,
  publishableKey,
  disabled,
  error,
  onEdit,
  collectAddress = false,
}: PaymentFormProps & { publishableKey: string }) {
  const theme = useTheme();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [complete, setComplete] = useState(false);
  const onEditRef = useRef(onEdit);
  const themeRef = useRef(theme);
  useEffect(() => {
    onEditRef.current = onEdit;
    themeRef.current = theme;
  }, [onEdit, theme]);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    loadStripeJs(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const elements = stripe.elements(elementsOptions(themeRef.current));
        const payment = elements.create('payment', paymentElementOptions(collectAddress));
        payment.on('change', (event) => {
          setComplete(event.complete);
          onEditRef.current?.();
        });
        payment.on('loaderror', () => {
          if (!cancelled) setState('failed');
        });
        payment.mount(mountRef.current);
        destroy = () => payment.destroy();
        stripeRef.current = { stripe, elements };
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      destroy?.();
      stripeRef.current = null;
    };
  }, [publishableKey, collectAddress]);

  useImperativeHandle(
    ref,
    () => ({
      validate: () => {
        if (!stripeRef.current || state === 'failed') return STRIPE_UNAVAILABLE;
        return complete ? null : CARD_INCOMPLETE;
      },
      confirm: async ({ clientSecret, billing, returnPath }) => {
        const current = stripeRef.current;
        if (!current) throw new PaymentFailure(STRIPE_UNAVAILABLE);
        const { stripe, elements } = current;
        const intent = await stripe.retrievePaymentIntent(clientSecret);
        if (!intent.paymentIntent) {
          throw new PaymentFailure(intent.error?.message ?? PAYMENT_TEXT.paymentFailed);
        }
        await elements.update({ amount: intent.paymentIntent.amount });
        const submitted = await elements.submit();
        if (submitted.error) throw new PaymentFailure(submitted.error.message ?? CARD_INCOMPLETE);
        const result = await stripe.confirmPayment({
          elements,
          clientSecret,
          redirect: 'if_required',
          confirmParams: {
            return_url: new URL(returnPath, window.location.origin).href,
            payment_method_data: { billing_details: billingDetails(billing) },
          },
        });
        if (result.error) {
          throw new PaymentFailure(
            result.error.message ?? PAYMENT_TEXT.paymentFailed,
            result.error.decline_code,
          );
        }
        // 'processing': the bank answers later; the confirmation page shows the order as the webhook leaves it.
        const status = result.paymentIntent?.status;
        if (status !== 'succeeded' && status !== 'processing') {
          throw new PaymentFailure(PAYMENT_TEXT.confirmationFailed);
        }
      },
    }),
    [complete, state],
  );

  return (
    <Stack spacing={2}>
      {state === 'failed' ? <Alert severity="error">{STRIPE_UNAVAILABLE}</Alert> : null}
      <Box
        sx={{
          opacity: disabled ? 0.6 : 1,
          pointerEvents: disabled ? 'none' : undefined,
          display: state === 'failed' ? 'none' : 'block',
        }}
      >
        {state === 'loading' ? <CircularProgress size={20} aria-label="Loading card form" /> : null}
        <div ref={mountRef} data-testid="stripe-payment-element" />
      </Box>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
