/** The card form's texts, the same wherever something is paid (checkout, a gift card). */
export const PAYMENT_TEXT = {
  paymentErrorTitle: 'Payment Error',
  paymentFailed: 'Failed to process payment. Please try again.',
  confirmationFailed: 'Payment confirmation failed',
  testModeNotice: 'Test mode — no real payment is taken. Use 4242 4242 4242 4242.',
} as const;
