import { RefundPolicyPage } from '../../features/legal/components/refund-policy-page';

/** Lazy route module for /refund-policy. */
export function Component() {
  return <RefundPolicyPage />;
}
