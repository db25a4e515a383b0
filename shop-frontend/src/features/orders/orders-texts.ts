import { CROP_NOTHING_TO_MOVE_MESSAGE, PRINTING_START_TEXT } from '@petart/domain';

/** Texts of the confirmation and history screens (product.md P12, P9); '(ours)' marks wording the spec leaves open. */
export const ORDER_TEXT = {
  orderReference: 'Order Reference', // (ours)
  summaryTitle: 'Order Summary', // (ours)
  products: 'Products',
  shippingHandling: 'Shipping & Handling',
  // The tax row is named by the destination country (domain taxNameFor: Sales tax, VAT, GST...).
  total: 'Total',
  paymentStatus: 'Payment Status',
  paid: 'Paid',
  estimatedDelivery: 'Estimated Delivery', // (ours)
  shippingAddress: 'Shipping Address', // (ours)
  giftTitle: 'Gift', // (ours)
  giftEmail: (name: string, email: string) =>
    `${name} gets an email at ${email} when it ships, with your message and tracking and no prices.`, // (ours)
  loadingShipping: 'Loading shipping information...',
  shippingUnavailable: 'Shipping information unavailable',
  trackingTitle: 'Order Tracking', // (ours)
  trackingNote: "You'll receive an email with your tracking number as soon as your order ships.", // (ours)
  emailNote: (email: string) => `A confirmation email has been sent to ${email}.`, // (ours)
  // A cancelled or refunded order: where the customer's money is, instead of the confirmation email note (ours).
  refundedInFull: (amount: string) =>
    `Your payment of ${amount} has been refunded in full to your card. Refunds take 5-10 business days to appear on your statement.`,
  refundedPart: (refunded: string, total: string) =>
    `${refunded} of your payment of ${total} has been refunded to your card. Refunds take 5-10 business days to appear on your statement.`,
  refundPending: (amount: string) =>
    `Your refund of ${amount} is being sent to your card. Refunds take 5-10 business days to appear on your statement.`,
  nothingCharged: 'No payment was taken for this order.',
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
  // History while the order waits out its cancellation window, and after a refund (ours).
  historyPrintingStarts: (clock: string) => `Printing starts ${clock}`,
  historyCancellableUntil: (deadline: string) => `Cancellable until ${deadline}`,
  historyRefunded: (amount: string) => `Refunded ${amount}`,
  historyNet: (amount: string) => `Net ${amount}`,
  moreProducts: (count: number) => `+${count} more`, // (ours)
  // Confirmation heading and line per customer-visible state (ours, except 'Your Order is On Its Way!', product.md P12,
  // which is only said of a paid order that is moving): a heading and a line per customer-visible state.
  states: {
    in_progress: {
      title: 'Your Order is On Its Way!',
      message: 'Thank you for your order. We are preparing your artwork for printing.',
    },
    on_hold: {
      title: 'Your Order is On Its Way!',
      message:
        'Your order is briefly on hold with our print partner. It continues as soon as the hold is lifted.',
    },
    delivered: {
      title: 'Your Order Has Arrived!',
      message: 'Your order has been delivered. We hope you love your artwork!',
    },
    error: {
      title: "We're Looking Into Your Order",
      message:
        'Something went wrong while preparing your order for printing. Please contact us and we will put it right.',
    },
    awaiting_payment: {
      title: 'Awaiting Payment',
      message:
        "We haven't received the payment for this order yet, so nothing is printed. This page updates by itself as soon as it arrives.",
    },
    payment_failed: {
      title: 'Payment Failed',
      message: 'The payment for this order did not go through, so it will not be printed.',
    },
    cancelled: {
      title: 'Order Cancelled',
      message: 'This order was cancelled and will not be printed.',
    },
    refunded: {
      title: 'Order Refunded',
      message: 'This order was refunded and will not be printed.',
    },
  },
  // After the payment (docs/product.md P6; ours, the spec has no wording for these).
  digitalFileTitle: 'Your Digital File',
  digitalFileNote: (until: string) =>
    `Download the full-resolution artwork of your order until ${until}: digital files must be downloaded within 30 days.`,
  digitalFileExpired:
    'The 30 days to download the digital file of this order have passed. Contact support if you need it again.',
  downloadFile: (line: number, count: number) => (count > 1 ? `Download File ${line}` : 'Download File'),
  downloadFileShort: 'Download digital file',
  downloading: 'Downloading...',
  cancelOrder: 'Cancel Order',
  cancelNote: (until: string) => `You can cancel this order and be refunded in full until ${until}.`,
  cancelNoteProof: PRINTING_START_TEXT.cancelUntilProofApproved,
  cancelNoteShort: 'Changed your mind? Cancel before printing starts and your payment is refunded in full.',
  // While the paid order waits out the cancellation window: what happens next and when, in the customer's
  // time zone ('6:02 PM EST on Nov 26').
  printingStarts: (when: string) => `Thank you for your order. ${PRINTING_START_TEXT.startsAt(when)}`,
  productionStarts: (time: string) => `Starts ${time}`,
  cancelDialogTitle: 'Cancel this order?',
  cancelDialogText:
    'Your order will not be printed and your payment will be refunded in full to your card. Approved refunds take 5-10 business days to appear on your statement.',
  cancelConfirm: 'Yes, Cancel Order',
  cancelKeep: 'Keep My Order',
  cancelling: 'Cancelling...',
  cancelledToast: 'Your order has been cancelled and refunded.',
  refunded: 'Refunded',
  partiallyRefunded: 'Partially refunded',
  refundedAmount: 'Refunded',
  shareTracking: 'Share Tracking Page',
  shareTrackingNote:
    'A page anyone with the link can open to follow this order (no address, email or price).',
  trackTitle: 'Order Tracking',
  trackNotFoundTitle: 'Order Not Found',
  trackNotFoundMessage:
    'This tracking link does not match a paid order. Please check the link you were sent.',
  trackItems: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  trackItemsLabel: 'Items in this order',
  trackDeliveredTitle: 'Delivered',
  trackDeliveredOn: (date: string) => `Delivered on ${date}`,
  trackShopLink: 'Visit the PetArt Shop',
  trackCancelled: 'This order was cancelled and will not be delivered.',
  trackParcels: 'Parcels',
  statusStepsLabel: 'Order status',
  shipmentsTitle: 'Shipments',
  parcel: (index: number) => `Parcel ${index}`,
  carrier: 'Carrier',
  carrierUnknown: 'Not known yet',
  trackingNumber: 'Tracking number',
  shippedOn: 'Sent',
  deliveredOn: 'Delivered',
  columns: ['Date', 'Order ID', 'Status', 'Total Amount', 'Tracking'] as const,
} as const;

/** The name on the print of a paid order, "editable until production". */
export const ORDER_NAME_TEXT = {
  title: 'Name on the Print',
  nameLine: (name: string, secondLine?: string) => `${name}${secondLine ? ` · ${secondLine}` : ''}`,
  editable: (deadline: string) => `You can change it until ${deadline}, when printing starts.`,
  asPrinted: 'Printed with this name.',
  editableUntilApproval: 'You can change it until you approve your proof; we will show you a new proof.',
  edit: 'Edit Name',
  dialogTitle: 'Change the name on the print',
  dialogText: 'The print is drawn again with the new name. The price stays the same.',
  save: 'Save Name',
  saving: 'Saving…',
  cancel: 'Keep Current Name',
  saved: 'The name on your print is updated',
} as const;

/** The proof section of a proof order's page (D-300). */
export const PROOF_PAGE_TEXT = {
  title: 'Your Proof',
  revision: (n: number) => (n > 1 ? `Proof ${n}` : 'Proof'),
  picture: (line: number, product: string) => `Proof of print ${line}: ${product}`,
  fullFile: (width: number, height: number) => `Open the full print file (${width} × ${height} px)`,
  approve: 'Approve and print',
  approving: 'Approving…',
  approvedToast: 'Proof approved: your order goes to production.',
  askChange: 'Ask for a change',
  changeDialogTitle: 'What should we change?',
  changeDialogText: 'Tell us what to change; we will show you a new proof before anything is printed.',
  noteLabel: 'Your note',
  send: 'Send note',
  sending: 'Sending…',
  cancel: 'Back',
  changeToast: 'Thanks, we have your note.',
  yourNote: (note: string) => `Your note: “${note}”`,
} as const;

/** The customer's own crop of a proof's line (D-300). */
export const CROP_TEXT = {
  adjust: 'Adjust the crop',
  adjustFor: (product: string) => `Adjust the crop, ${product}`,
  dialogTitle: 'Adjust the crop',
  dialogText:
    'The bright window is what is printed. Move it to frame your pet; we will draw a new proof before anything is printed.',
  sliderLabel: { x: 'Crop position, left to right', y: 'Crop position, top to bottom' },
  picture: 'Your artwork with the printed area marked',
  valueText: (axis: 'x' | 'y', position: number) => {
    const percent = Math.round(position * 100);
    if (percent === 50) return 'Centre';
    const [start, end] = axis === 'x' ? ['left', 'right'] : ['top', 'bottom'];
    return percent < 50
      ? `${100 - percent * 2}% towards the ${start}`
      : `${percent * 2 - 100}% towards the ${end}`;
  },
  wholePicture: CROP_NOTHING_TO_MOVE_MESSAGE,
  save: 'Save crop',
  saving: 'Saving…',
  cancel: 'Keep current crop',
  saved: 'Crop saved: we are drawing a new proof with it.',
} as const;
