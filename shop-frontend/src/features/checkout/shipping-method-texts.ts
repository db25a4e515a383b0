/** The texts of the checkout's shipping-method choice (ours: the spec leaves the wording open). */
export const SHIPPING_METHOD_TEXT = {
  legend: 'Shipping method',
  needAddress: 'Enter your delivery address to see the shipping options and their prices.',
  expressWhere: 'Express shipping is available to addresses in the contiguous United States.',
  option: (label: string, price: string) => `${label} — ${price}`,
  arriveBy: 'Arrive by (optional)',
  arriveByHint: 'Need it by a certain day? We will tell you which shipping gets it there.',
  choose: (label: string) => `Choose ${label}`,
} as const;
