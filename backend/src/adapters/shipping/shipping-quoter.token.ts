/** DI token of the ShippingQuoter port (LocalShippingQuoter, or PrintifyShippingQuoter with FULFILMENT_PROVIDER=printify). */
export const SHIPPING_QUOTER = Symbol('SHIPPING_QUOTER');
