export { PAYMENT_TEXT } from './payment-texts';
export {
  PaymentFailure,
  type PaymentBilling,
  type PaymentFormHandle,
  type PaymentFormProps,
} from './payment-form';
export { PaymentFormSlot } from './payment-form-slot';
export { usePaymentAttempt } from './use-payment-attempt';
export { useStripeReturn, type StripeReturnStatus } from './use-stripe-return';
