import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  fulfilmentStatusLabel,
  netRevenueCents,
  orderDiscountOf,
  paymentStatusLabel,
  SHIPPING_METHOD_LABELS,
} from '@petart/domain';
import type { ExportRow } from './admin-order-reads.repository';

/**
 * Columns of the export, one row per order line (the order's money on its first line only, so sums add up). The
 * refunded amount and the net (total less refunded, what the order brought in) beside the total: a partly refunded
 * order says how much came back. The shipping method (standard or express, as paid for) on every line, like the
 * statuses: it is the whole order's, and a warehouse filter by it keeps every line of an express order.
 */
export const CSV_COLUMNS = [
  'Order Date (UTC)',
  'Paid At (UTC)',
  'Order Number',
  'Order ID',
  'Payment Status',
  'Fulfilment Status',
  'Customer Name',
  'Customer Email',
  'Customer Phone',
  'Address 1',
  'Address 2',
  'City',
  'Region',
  'ZIP',
  'Country',
  'Shipping Method',
  'Line',
  'Print Type',
  'Print Size',
  'Quantity',
  'Unit Price (USD)',
  'Line Total (USD)',
  'Order Products (USD)',
  'Order Discount (USD)',
  'Discount Code',
  'Order Shipping (USD)',
  'Order Tax (USD)',
  'Order Total (USD)',
  'Order Refunded (USD)',
  'Order Net (USD)',
  'Stripe Payment ID',
  'Printify Order ID',
  'Tracking URL',
] as const;

/** First characters that make a spreadsheet run a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A formula character right after a separator that some spreadsheet splits on (`,` `;` tab, a line break), with
 * spaces or quotes between. Quoting keeps the cell whole for a reader that splits on commas, but a spreadsheet set to
 * split on `;` (most of Europe) or a line-by-line reader does not honour our quotes, so `x;=1+2` would still start a
 * new cell at `=1+2` there.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][ "]*)(?=[=+\-@])/g;

/**
 * Neutralises a text cell a spreadsheet would run as a formula: an apostrophe before the formula character (at the
 * start, or after any separator inside the value) makes that cell plain text.
 */
export function neutraliseCell(value: string): string {
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

const dollars = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);

const text = (value: string | null | undefined): string => neutraliseCell(value ?? '');

const time = (value: Date | null): string =>
  value ? value.toISOString().replace('T', ' ').slice(0, 19) : '';

/** The cells of one export row; `lineNumber` is 1 for the first line of its order. */
export function csvCells(row: ExportRow, lineNumber: number): string[] {
  const address = row.shippingAddress ?? {};
  const metadata = row.metadata ?? {};
  const first = lineNumber === 1;
  const productPrice = typeof metadata.productPrice === 'number' ? metadata.productPrice : null;
  const shippingCost = typeof metadata.shippingCost === 'number' ? metadata.shippingCost : null;
  const discount = orderDiscountOf(metadata);
  return [
    time(row.createdAt),
    time(row.paidAt),
    text(row.orderNumber),
    text(row.orderHash),
    text(paymentStatusLabel(row.invoiceStatus)),
    text(fulfilmentStatusLabel(row.fulfillmentStatus)),
    text(row.customerName),
    text(row.customerEmail),
    text(row.customerPhone),
    text(address.address1),
    text(address.address2),
    text(address.city),
    text(address.region),
    text(address.zip),
    text(address.country),
    SHIPPING_METHOD_LABELS[row.shippingMethod],
    row.lineId ? String(lineNumber) : '',
    text(row.printType),
    text(row.printSize),
    row.quantity === null ? '' : String(row.quantity),
    dollars(row.unitPrice),
    dollars(row.lineTotal),
    first ? dollars(productPrice) : '',
    first ? dollars(discount?.amountCents ?? 0) : '',
    first ? text(discount?.code) : '',
    first ? dollars(shippingCost) : '',
    first ? dollars(row.taxAmount) : '',
    first ? dollars(row.totalAmount) : '',
    first ? dollars(row.refundedAmount) : '',
    first ? dollars(netRevenueCents(row)) : '',
    text(row.stripePaymentId),
    text(row.printifyOrderId),
    text(row.trackingUrl),
  ];
}

/**
 * The export as a byte stream: UTF-8 with a BOM (so that Excel shows accents), a header, then one record per row
 * as the rows arrive (back-pressure flows from the HTTP response to the database batches). Every cell is quoted, so a
 * separator inside a value never splits it for a reader that follows the file's commas and quotes.
 */
export function ordersCsvStream(rows: AsyncIterable<ExportRow>): Readable {
  async function* records(): AsyncGenerator<string[]> {
    let orderHash: string | undefined;
    let line = 0;
    for await (const row of rows) {
      line = row.orderHash === orderHash ? line + 1 : 1;
      orderHash = row.orderHash;
      yield csvCells(row, line);
    }
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...CSV_COLUMNS],
    record_delimiter: 'windows',
    quoted_string: true,
  });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** File name by the date range: petart-orders-2026-01-01_to_2026-01-31.csv. */
export const csvFileName = (from: string, to: string): string => `petart-orders-${from}_to_${to}.csv`;
