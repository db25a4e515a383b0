import Alert from '@mui/material/Alert';
import { describeApiError } from '@petart/web-shared/api-error';
import type { Ref } from 'react';
import { useGetPaymentConfigQuery } from '../../api/enhanced-api';
import { LocalCardForm } from './local-card-form';
import type { PaymentFormHandle, PaymentFormProps } from './payment-form';
import { StripePaymentElementForm } from './stripe-payment-element-form';

/**
 * The card form of the payment profile the server runs (GET /payments/config): Stripe's Payment Element, or the local
 * test gateway's form. Nothing until the profile is known.
 */
export function PaymentFormSlot(props: PaymentFormProps & { ref: Ref<PaymentFormHandle> }) {
  const config = useGetPaymentConfigQuery();
  if (config.isError) return <Alert severity="error">{describeApiError(config.error)}</Alert>;
  if (config.data?.provider === 'stripe' && config.data.publishableKey) {
    return <StripePaymentElementForm {...props} publishableKey={config.data.publishableKey} />;
  }
  if (config.data && config.data.provider !== 'stripe') return <LocalCardForm {...props} />;
  return null;
}
