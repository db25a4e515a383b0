import type { ShippingMethod } from '@petart/domain';
import { useNavigate } from 'react-router';
import { errorBody, errorBodyMessage, errorDetails } from '../../../api/api-error';
import { api, useCreatePaymentIntentMutation, useSubmitToPrintifyMutation } from '../../../api/enhanced-api';
import { useAppDispatch } from '../../../auth';
import { paths } from '../../../config/paths';
import type { GiftDto } from '../../../api/enhanced-api';
import { PaymentFailure, usePaymentAttempt } from '../../../components/payment';
import { rememberedGiftCard } from '../../../lib/remembered-gift-card';
import { toCustomerInfo, type CheckoutValues } from '../checkout-form';
import { CHECKOUT_TEXT, GIFT_CARD_TEXT } from '../checkout-texts';

/** The browser's IANA time zone: the confirmation email writes when printing starts in it, as the page does. */
function browserTimeZone(): { timeZone?: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? { timeZone: zone } : {};
}

/** The server refused the gift card (400 GIFT_CARD.INVALID, or 409 GIFT_CARD.BALANCE_USED with the balance now). */
export interface GiftCardRefusal {
  message: string;
  /** The card's balance now, when the server said (another checkout just spent part of it). */
  balanceCents?: number;
}

export interface PayOptions {
  /** The code applied in the Order Summary. */
  discountCode?: string | null;
  /** The gift card applied in the Order Summary (normalised code). */
  giftCardCode?: string | null;
  /** False when the gift card pays the whole total: no card form, no card payment. */
  cardNeeded?: boolean;
  /** Shown at the gift card field rather than under the card. */
  onGiftCardRefused?: (refusal: GiftCardRefusal) => void;
  /** Whom the order is a gift for, when it is one. */
  gift?: GiftDto;
  /** The shipping method chosen (standard when absent). */
  shippingMethod?: ShippingMethod;
  /** Show me a proof before printing. */
  proof?: boolean;
}

/**
 * The payment flow of product.md P6: check the card, create the order and its payment intent (the server prices the
 * cart, takes the gift card's part and saves the profile when asked), confirm the payment with the card form unless
 * the gift card paid it all, submit the order to fulfilment (a failure is only logged: the server also submits it from
 * the payment success path), then open the confirmation.
 */
export function usePay() {
  const { paymentRef, paying, paymentError, clearPaymentError, attempt } = usePaymentAttempt();
  const [createPaymentIntent] = useCreatePaymentIntentMutation();
  const [submitToPrintify] = useSubmitToPrintifyMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  /** `saveAsMyDetails`: the customer asked to keep this name, phone and address as the account's details. */
  const pay = (values: CheckoutValues, saveAsMyDetails: boolean, options: PayOptions = {}) =>
    attempt(
      async (form) => {
        const intent = await createPaymentIntent({
          createPaymentIntentDto: {
            customerInfo: { ...toCustomerInfo(values), saveAsMyDetails, ...browserTimeZone() },
            ...(options.discountCode ? { discountCode: options.discountCode } : {}),
            ...(options.giftCardCode ? { giftCardCode: options.giftCardCode } : {}),
            ...(options.gift ? { gift: options.gift } : {}),
            ...(options.shippingMethod && options.shippingMethod !== 'standard'
              ? { shippingMethod: options.shippingMethod }
              : {}),
            ...(options.proof ? { proof: true } : {}),
          },
        });
        if (intent.error) {
          const body = errorBody(intent.error);
          const message = errorBodyMessage(intent.error) ?? CHECKOUT_TEXT.createIntentFailed;
          const code = typeof body?.code === 'string' ? body.code : '';
          if (code.startsWith('GIFT_CARD.') && options.onGiftCardRefused) {
            const balance = body?.balanceCents;
            // Said at the gift card's field (the card form may not even be on the page).
            options.onGiftCardRefused({
              message,
              ...(typeof balance === 'number' ? { balanceCents: balance } : {}),
            });
            return;
          }
          const details = errorDetails(body);
          throw new PaymentFailure(details.length > 0 ? `${message}: ${details.join(', ')}` : message);
        }
        // The server saved the shipping details to the profile: re-read the user.
        if (saveAsMyDetails) {
          void dispatch(api.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
        }
        if (!intent.data) throw new PaymentFailure(CHECKOUT_TEXT.createIntentFailed);
        const { clientSecret, orderHash, paidWithGiftCard } = intent.data;
        if (!paidWithGiftCard) {
          // The summary showed the card paying it all, but the server priced a remainder (the cart changed).
          if (!form) throw new PaymentFailure(GIFT_CARD_TEXT.notEnoughAnymore);
          await form.confirm({
            clientSecret,
            returnPath: paths.app.orderConfirmation(orderHash),
            billing: {
              name: `${values.firstName.trim()} ${values.lastName.trim()}`,
              email: values.email.trim(),
              phone: values.phone.trim(),
              address: {
                line1: values.address.trim(),
                ...(values.address2.trim() ? { line2: values.address2.trim() } : {}),
                city: values.city.trim(),
                ...(values.state ? { state: values.state } : {}),
                postal_code: values.postalCode.trim(),
                country: values.country,
              },
            },
          });
        }
        // The email link's code has been spent on this order: a later checkout starts without it.
        if (options.giftCardCode) rememberedGiftCard.clear();
        try {
          await submitToPrintify({ orderHash }).unwrap();
        } catch (error) {
          console.warn('Order submission to fulfilment failed; the server retries it', error);
        }
        await navigate(paths.app.orderConfirmation(orderHash));
      },
      { cardNeeded: options.cardNeeded ?? true },
    );

  return { paymentRef, paying, paymentError, clearPaymentError, pay };
}
