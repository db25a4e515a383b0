import { useRef, useState } from 'react';
import { useToast } from '../toast';
import { PAYMENT_TEXT } from './payment-texts';
import { PaymentFailure, type PaymentFormHandle } from './payment-form';

/**
 * One payment with the card form, whatever is bought (an order at checkout, a gift card): the card is checked before
 * anything is created, one attempt runs at a time, and a failure shows under the card and in a Payment Error toast
 * (a PaymentFailure's own words, else the generic text).
 */
export function usePaymentAttempt() {
  const paymentRef = useRef<PaymentFormHandle>(null);
  const [paying, setPaying] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const { toast } = useToast();

  const fail = (message: string) => {
    setPaymentError(message);
    toast({ title: PAYMENT_TEXT.paymentErrorTitle, description: message, variant: 'destructive' });
  };

  /**
   * Runs `run` with the card form (null when `cardNeeded` is false: the order is paid without a card). Returns false
   * when the attempt did not start or failed.
   */
  const attempt = async (
    run: (form: PaymentFormHandle | null) => Promise<void>,
    { cardNeeded = true }: { cardNeeded?: boolean } = {},
  ): Promise<boolean> => {
    const form = paymentRef.current;
    if (paying || (cardNeeded && !form)) return false;
    if (cardNeeded && form) {
      const cardProblem = form.validate();
      if (cardProblem) {
        setPaymentError(cardProblem);
        return false;
      }
    }
    setPaying(true);
    setPaymentError(null);
    try {
      await run(cardNeeded ? form : null);
      return true;
    } catch (error) {
      fail(error instanceof PaymentFailure ? error.message : PAYMENT_TEXT.paymentFailed);
      return false;
    } finally {
      setPaying(false);
    }
  };

  return { paymentRef, paying, paymentError, clearPaymentError: () => setPaymentError(null), attempt };
}
