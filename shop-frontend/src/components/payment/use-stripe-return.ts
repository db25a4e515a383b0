import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Stripe's return_url parameters: the payment's client secret must not stay in the address bar or the history. */
const STRIPE_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/** What Stripe's redirect said about the payment (`redirect_status`), or null when the page was not reached by one. */
export type StripeReturnStatus = 'succeeded' | 'processing' | 'failed' | null;

/**
 * After a redirect from Stripe (3-D Secure, a bank's page), drops Stripe's parameters from the URL (replacing the
 * history entry) and answers what the redirect said, read once. The redirect's word is for what the page says next
 * (a thank-you or "try again"); what the customer owns is still only what the server saw succeed.
 */
export function useStripeReturn(): StripeReturnStatus {
  const [params, setParams] = useSearchParams();
  const [status] = useState<StripeReturnStatus>(() => {
    const raw = params.get('redirect_status');
    if (raw === null) return null;
    return raw === 'succeeded' || raw === 'processing' ? raw : 'failed';
  });
  const present = STRIPE_RETURN_PARAMS.some((name) => params.has(name));
  useEffect(() => {
    if (!present) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of STRIPE_RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [present, setParams]);
  return status;
}
