import { formatMoney } from '@petart/domain';
import { PAYMENT_TEXT } from '../../components/payment';

/** Every text of the checkout screen (product.md P12, P9); '(ours)' marks wording the spec leaves open. */
export const CHECKOUT_TEXT = {
  ...PAYMENT_TEXT,
  title: 'Checkout', // (ours)
  back: 'Back', // (ours)
  tipsButton: 'Form Completion Tips',
  saveAsMyDetails: 'Save as my details', // (ours) the profile changes only when asked
  saveAsMyDetailsHint: 'Use this name, phone and address next time. Leave it off for a gift.', // (ours)
  tipsTitle: 'Form Completion Tips',
  emptyTitle: 'Your cart is empty',
  emptyMessage: 'Add some artwork to your cart before proceeding to checkout.',
  emptyAction: 'Create Artwork',
  contact: 'CONTACT',
  delivery: 'DELIVERY',
  payment: 'PAYMENT',
  payNow: 'Pay Now',
  // Why Pay Now is still grey, next to it (ours); a tap goes to the first field named.
  stillMissing: (labels: readonly string[]) => `Still missing: ${labels.join(', ')}`,
  pleaseCheck: (labels: readonly string[]) => `Please check: ${labels.join(', ')}`,
  processing: 'Processing...', // (ours)
  summaryTitle: 'Order Summary',
  selectAddress: 'Select shipping address to see pricing',
  products: 'Products', // (ours)
  shipping: 'Shipping', // (ours)
  total: 'Total', // (ours)
  calculating: 'Calculating...', // (ours)
  pricingFailedCart: 'Failed to calculate cart pricing',
  pricingFailed: 'Failed to calculate pricing',
  checkAddress: 'Please check your address and try again.',
  estimatedDelivery: 'Estimated Delivery', // (ours)
  clearCart: 'Clear cart', // (ours)
  createIntentFailed: 'Failed to create payment intent',
  cartUpdateFailed: 'Failed to update item quantity',
  cartRemoveFailed: 'Failed to remove item from cart',
  cartClearFailed: 'Failed to clear cart',
  badges: ['SSL Secured', 'Stripe Protected', 'Money-back Guarantee'] as const,
} as const;

/** The discount code at checkout (ours: the spec names the feature only). */
export const DISCOUNT_TEXT = {
  open: 'Have a discount code?',
  label: 'Discount code',
  apply: 'Apply',
  remove: 'Remove',
  applied: (code: string, description: string) => `Code ${code} applied: ${description}`,
  summaryLine: (code: string) => `Discount (${code})`,
  empty: 'Enter a discount code.',
  tooMany: 'Too many discount code attempts. Please wait a few minutes and try again.',
  failed: 'The discount code could not be checked. Please try again.',
} as const;

/** The gift at checkout (ours: the product owner's words where given). */
export const GIFT_TEXT = {
  checkbox: 'This is a gift',
  checkboxHint:
    'Enter their address as the delivery address. They get an email with your message and tracking when it ships, with no prices.',
  messageHint: (lines: number) => `Printable text, up to ${lines} lines`,
  label: {
    giftRecipientName: 'Recipient name',
    giftRecipientEmail: 'Recipient email',
    giftMessage: 'Gift message (optional)',
  },
} as const;

/** A gift card at checkout (ours), built like the discount code; the server's refusals come in the domain's words. */
export const GIFT_CARD_TEXT = {
  open: 'Have a gift card?',
  label: 'Gift card code',
  apply: 'Apply',
  remove: 'Remove',
  applied: (codeEnd: string, balanceCents: number) =>
    `Gift card ending ${codeEnd} applied: ${formatMoney(balanceCents)} balance`,
  summaryLine: (codeEnd: string) => `Gift card (…${codeEnd})`,
  leftToPay: 'Left to pay',
  coveredByCard: 'Your gift card pays the whole order: no card payment is needed.',
  empty: 'Enter a gift card code.',
  failed: 'The gift card could not be checked. Please try again.',
  notEnoughAnymore: 'Your gift card no longer covers the whole total. Please enter a card for the rest.',
} as const;

/** The label of each checkout field (the region's label depends on the country: domain `regionLabel`). */
export const FIELD_LABEL = {
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  firstName: 'First name',
  lastName: 'Last name',
  address: 'Address',
  address2: 'Address line 2 (optional)',
  city: 'City',
  postalCode: 'ZIP code',
} as const;

/** Tips of the 'Form Completion Tips' dialog (ours: the spec names the dialog only). */
export const FORM_TIPS: readonly string[] = [
  'Your email comes from your account and cannot be changed here.',
  'Enter your phone number with digits only; a country code such as +1 is fine (15 characters at most).',
  'Choose your country first: the state, province or region list depends on it.',
  'Use the name and street address the carrier should deliver to; put the apartment or suite in address line 2.',
  'Shipping, tax and the delivery estimate update as soon as the address is complete.',
  'Your details are kept on this device, so you can come back and finish later.',
];
