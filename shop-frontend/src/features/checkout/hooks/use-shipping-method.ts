import { DEFAULT_SHIPPING_METHOD, isIsoDate, type ShippingMethod } from '@petart/domain';
import { useState } from 'react';
import { errorBody } from '@petart/web-shared/api-error';
import type { CalculateCartDto } from '../../../api/enhanced-api';

/** The pricing's answer to a method not offered to the address (e.g. express after the country changed). */
export const METHOD_UNAVAILABLE_CODE = 'PRICING.SHIPPING_METHOD_UNAVAILABLE';

/**
 * The chosen shipping method: priced with the cart (standard, the server's default, is not sent) and paid for; and
 * the optional arrive-by day the pricing checks it against; and whether the customer wants a proof first (its days
 * count in the ranges).
 * A method the pricing refuses for the address goes back to standard.
 */
export function useShippingMethod() {
  const [method, setMethod] = useState<ShippingMethod>(DEFAULT_SHIPPING_METHOD);
  // The day the customer wants the order by ('' when none): the pricing says whether the method makes it.
  const [arriveBy, setArriveBy] = useState('');
  // "Show me a proof before printing" (D-300): free, its business days are in every range the pricing answers.
  const [proof, setProof] = useState(false);
  return {
    proof,
    setProof,
    method,
    setMethod,
    arriveBy,
    setArriveBy,
    /** The pricing body with the chosen method and the arrive-by day. */
    withMethod: (args: CalculateCartDto | null): CalculateCartDto | null => {
      if (!args) return args;
      return {
        ...args,
        ...(method !== DEFAULT_SHIPPING_METHOD ? { shippingMethod: method } : {}),
        ...(isIsoDate(arriveBy) ? { arriveBy } : {}),
        ...(proof ? { proof: true } : {}),
      };
    },
    /**
     * True when `error` is the pricing refusing the chosen method; the choice is then standard again (called while
     * rendering, as React allows for state derived from a result).
     */
    refusedBy: (error: unknown): boolean => {
      const refused =
        method !== DEFAULT_SHIPPING_METHOD && errorBody(error)?.code === METHOD_UNAVAILABLE_CODE;
      if (refused) setMethod(DEFAULT_SHIPPING_METHOD);
      return refused;
    },
  };
}
