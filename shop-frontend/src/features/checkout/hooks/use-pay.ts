import type { ShippingMethod } from '@petart/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorBody, errorBodyMessage, errorDetails } from '../../../api/api-error';
import { api, useCreatePaymentIntentMutation, useSubmitToPrintifyMutation } from '../../../api/enhanced-api';
import { useAppDispatch } from '../../../auth';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import type { GiftDto } from '../../../api/enhanced-api';
import { toCustomerInfo, type CheckoutValues } from '../checkout-form';
import { CHECKOUT_TEXT } from '../checkout-texts';
import { PaymentFailure, type PaymentFormHandle } from '../components/payment/payment-form';

/** The browser's IANA time zone: the confirmation email writes when printing starts in it, as the page does. */
function browserTimeZone(): { timeZone?: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? { timeZone: zone } : {};
}

/**
 * The payment flow of product.md P6: check the card, create the order and its payment intent (the server prices the
 * cart and saves the profile when asked), confirm the payment with the card form, submit the order to fulfilment (a failure
 * is only logged: the server also submits it from the payment success path), then open the confirmation.
 */
export function usePay() {
  const paymentRef = useRef<PaymentFormHandle>(null);
  const [paying, setPaying] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [createPaymentIntent] = useCreatePaymentIntentMutation();
  const [submitToPrintify] = useSubmitToPrintifyMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { toast } = useToast();

  const fail = (message: string) => {
    setPaymentError(message);
    toast({ title: CHECKOUT_TEXT.paymentErrorTitle, description: message, variant: 'destructive' });
  };

  /**
   * `saveAsMyDetails`: the customer asked to keep this name, phone and address as the account's details;
   * `discountCode`: the code applied in the Order Summary; `gift`: whom the order is a gift for, when it is one;
   * `shippingMethod`: the method chosen (standard when absent).
   */
  const pay = async (
    values: CheckoutValues,
    saveAsMyDetails: boolean,
    discountCode?: string | null,
    gift?: GiftDto,
    shippingMethod?: ShippingMethod,
  ) => {
    const form = paymentRef.current;
    if (!form || paying) return;
    const cardProblem = form.validate();
    if (cardProblem) {
      setPaymentError(cardProblem);
      return;
    }
    setPaying(true);
    setPaymentError(null);
    try {
      const intent = await createPaymentIntent({
        createPaymentIntentDto: {
          customerInfo: { ...toCustomerInfo(values), saveAsMyDetails, ...browserTimeZone() },
          ...(discountCode ? { discountCode } : {}),
          ...(gift ? { gift } : {}),
          ...(shippingMethod && shippingMethod !== 'standard' ? { shippingMethod } : {}),
        },
      });
      if (intent.error) {
        const details = errorDetails(errorBody(intent.error));
        const message = errorBodyMessage(intent.error) ?? CHECKOUT_TEXT.createIntentFailed;
        fail(details.length > 0 ? `${message}: ${details.join(', ')}` : message);
        return;
      }
      // The server saved the shipping details to the profile: re-read the user.
      if (saveAsMyDetails) {
        void dispatch(api.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
      }
      if (!intent.data) throw new PaymentFailure(CHECKOUT_TEXT.createIntentFailed);
      const { clientSecret, orderHash } = intent.data;
      await form.confirm({
        clientSecret,
        orderHash,
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
      try {
        await submitToPrintify({ orderHash }).unwrap();
      } catch (error) {
        console.warn('Order submission to fulfilment failed; the server retries it', error);
      }
      await navigate(paths.app.orderConfirmation(orderHash));
    } catch (error) {
      fail(error instanceof PaymentFailure ? error.message : CHECKOUT_TEXT.paymentFailed);
    } finally {
      setPaying(false);
    }
  };

  return { paymentRef, paying, paymentError, clearPaymentError: () => setPaymentError(null), pay };
}
