import { fulfilmentStatusLabel, netRevenueCents, SHIPPING_METHOD_LABELS } from '@petart/domain';
import type { AdminOrderDto } from '../../../api/enhanced-api';

/**
 * One cell, quoted; a text a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with an apostrophe
 * (OWASP CSV injection).
 */
function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const HEADER = [
  'Order Number',
  'Date',
  'Customer Email',
  'Customer Name',
  'Status',
  'Payment',
  'Total',
  'Refunded',
  'Net',
  'Shipping',
  'Tracking',
];

/**
 * The CSV of the orders staff selected in the list, with readable status columns (the product's labels, the payment
 * as staff read it), what was refunded and the net (what the order brought in, as every revenue figure counts it) and
 * the shipping method: UTF-8 with a BOM, CRLF, every cell quoted, amounts in dollars.
 */
export function selectedOrdersCsv(orders: AdminOrderDto[]): string {
  const rows = orders.map((order) => [
    order.orderNumber,
    order.createdAt,
    order.customerEmail,
    order.customerName,
    fulfilmentStatusLabel(order.fulfillmentStatus),
    order.payment,
    (order.totalAmount / 100).toFixed(2),
    (order.refundedAmount / 100).toFixed(2),
    (netRevenueCents(order) / 100).toFixed(2),
    SHIPPING_METHOD_LABELS[order.shippingMethod],
    order.trackingUrl,
  ]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
