/** Texts of the confirmation and history screens (spec 2 §2, §8); '(ours)' marks wording the spec leaves open. */
export const ORDER_TEXT = {
  confirmationTitle: 'Your Order is On Its Way!',
  thanks: 'Thank you for your order. We are preparing your artwork for printing.', // (ours)
  orderReference: 'Order Reference', // (ours)
  summaryTitle: 'Order Summary', // (ours)
  products: 'Products',
  shippingHandling: 'Shipping & Handling',
  tax: 'Tax (VAT)',
  total: 'Total',
  paymentStatus: 'Payment Status',
  paid: 'Paid',
  estimatedDelivery: 'Estimated Delivery', // (ours)
  shippingAddress: 'Shipping Address', // (ours)
  loadingShipping: 'Loading shipping information...',
  shippingUnavailable: 'Shipping information unavailable',
  trackingTitle: 'Order Tracking', // (ours)
  trackingNote: "You'll receive an email with your tracking number as soon as your order ships.", // (ours)
  emailNote: (email: string) => `A confirmation email has been sent to ${email}.`, // (ours)
  emailNoteNoAddress: 'A confirmation email is on its way to you.', // (ours)
  support: (email: string) => `Questions about your order? Contact us at ${email}.`, // (ours)
  createAnother: 'Create Another Artwork',
  notFoundTitle: 'Order Not Found',
  notFoundMessage:
    "We couldn't find the order you're looking for. Please check your order reference number and try again.",
  loadingOrder: 'Loading order...', // (ours)
  historyTitle: 'Order History',
  historySubtitle: 'View and track your past orders',
  loadingOrders: 'Loading orders...',
  noOrdersTitle: 'No orders found',
  noOrdersMessage: "You haven't placed any orders yet",
  createFirst: 'Create Your First Art',
  fetchFailed: 'Failed to fetch orders',
  trackPackage: 'Track Package',
  columns: ['Date', 'Order ID', 'Status', 'Total Amount', 'Tracking'] as const,
} as const;
