import type { ExportRow } from './admin-order-reads.repository';
import { CSV_COLUMNS, neutraliseCell, ordersCsvStream } from './orders-csv';

const row = (patch: Partial<ExportRow> = {}): ExportRow => ({
  orderHash: 'hash-1',
  orderNumber: 'PA-7K3M9X',
  createdAt: new Date('2026-03-01T10:00:00Z'),
  paidAt: new Date('2026-03-01T10:05:00Z'),
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '+14155550100',
  shippingAddress: {
    address1: '1 Market St',
    city: 'San Francisco',
    region: 'CA',
    zip: '94105',
    country: 'US',
  },
  invoiceStatus: 'paid',
  fulfillmentStatus: 'pending',
  totalAmount: 7999,
  refundedAmount: 0,
  taxAmount: 100,
  metadata: { productPrice: 6999, shippingCost: 900 },
  shippingMethod: 'standard',
  stripePaymentId: 'pi_1',
  printifyOrderId: null,
  trackingUrl: null,
  lineId: 'line-1',
  printType: 'canvas',
  printSize: '20x30',
  quantity: 1,
  unitPrice: 6999,
  lineTotal: 6999,
  ...patch,
});

async function exportText(rows: ExportRow[]): Promise<string> {
  async function* source(): AsyncGenerator<ExportRow> {
    for (const r of rows) yield await Promise.resolve(r);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of ordersCsvStream(source())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/** What a customer controls, each trying to open a new formula cell from inside a value. */
const hostile = row({
  customerName: 'Ada x;=1+2;',
  shippingAddress: {
    address1: "1 Main St,=cmd|' /C calc'!A0",
    address2: 'Suite 5\r\n@SUM(1+1)',
    city: 'Paris\t=1+1',
    region: 'IDF; "-2+3"',
    zip: '75001\n+1',
    country: 'FR',
  },
});

describe('neutraliseCell', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    ['=1+2', "'=1+2"],
    ['+4407700900123', "'+4407700900123"],
    ['-2', "'-2"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1', "'\t'=1"],
    ['x;=1+2;', "x;'=1+2;"],
    ['x,=1+2', "x,'=1+2"],
    ['x\t+1', "x\t'+1"],
    ['x\r\n-1', "x\r\n'-1"],
    ['x; "=1"', 'x; "\'=1"'],
    ['Smith-Jones, 5 Rue de l’Église', 'Smith-Jones, 5 Rue de l’Église'],
    ['a=b;c', 'a=b;c'],
  ])('%j -> %j', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });
});

describe('ordersCsvStream', () => {
  it('quotes every cell, the header included', async () => {
    const text = await exportText([row()]);
    const [header, first] = text.split('\r\n');
    expect(header).toBe(CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(first).toMatch(/^"2026-03-01 10:00:00","2026-03-01 10:05:00","PA-7K3M9X","hash-1",/);
    expect(first).toContain('"Ada Lovelace","ada@example.com","\'+14155550100"');
    expect(first).toContain('"US","Standard shipping","1","canvas"');
    expect(first).toContain(
      '"1","canvas","20x30","1","69.99","69.99","69.99","0.00","","9.00","1.00","79.99","0.00","79.99","pi_1","",""',
    );
  });

  it.each([
    [';', ';'],
    [',', ','],
    ['tab', '\t'],
    ['line break', /\r\n|\r|\n/],
  ])(
    'lets no separator inside a value (%s) start a cell with = + - @, quotes or spaces aside',
    async (_name, separator) => {
      const text = await exportText([hostile]);
      const cells = text.split(separator).map((cell) => cell.replace(/^[\s"]+/, ''));
      expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    },
  );

  it('shows the discount and its code on the order line', async () => {
    const text = await exportText([
      row({
        metadata: { productPrice: 6999, shippingCost: 900, discount: { code: 'SAVE10', amountCents: 700 } },
        totalAmount: 7299,
      }),
    ]);
    const [, first] = text.split('\r\n');
    expect(first).toContain('"69.99","7.00","SAVE10","9.00","1.00","72.99"');
  });

  it('writes the statuses as staff read them (Partly refunded, Fulfilled), not the stored values', async () => {
    const text = await exportText([
      row({ invoiceStatus: 'partially_refunded', fulfillmentStatus: 'order:shipment:delivered' }),
    ]);
    const [, first] = text.split('\r\n');
    expect(first).toContain('"Partly refunded","Fulfilled"');
  });

  it('says how much of a partly refunded order came back and what it brought in, on its first line only', async () => {
    const partly = { orderHash: 'hash-2', invoiceStatus: 'partially_refunded', refundedAmount: 1250 };
    const text = await exportText([row(partly), row({ ...partly, lineId: 'line-2' })]);
    const [header, first, second] = text.split('\r\n');
    const cell = (line: string | undefined, column: string) =>
      line?.split('","')[header!.split('","').findIndex((name) => name.replace(/"/g, '') === column)];
    expect(cell(first, 'Payment Status')).toBe('Partly refunded');
    expect(cell(first, 'Order Total (USD)')).toBe('79.99');
    expect(cell(first, 'Order Refunded (USD)')).toBe('12.50');
    expect(cell(first, 'Order Net (USD)')).toBe('67.49');
    expect(cell(second, 'Order Refunded (USD)')).toBe('');
    // An order never paid brought in nothing.
    const unpaid = await exportText([row({ invoiceStatus: 'pending', paidAt: null })]);
    expect(cell(unpaid.split('\r\n')[1], 'Order Net (USD)')).toBe('0.00');
  });

  it('keeps each hostile value whole inside its quotes, neutralised', async () => {
    const text = await exportText([hostile]);
    expect(text).toContain('"Ada x;\'=1+2;"');
    expect(text).toContain("\"1 Main St,'=cmd|' /C calc'!A0\"");
    expect(text).toContain('"Suite 5\r\n\'@SUM(1+1)"');
    expect(text).toContain('"Paris\t\'=1+1"');
    expect(text).toContain('"IDF; ""\'-2+3"""');
    expect(text).toContain('"75001\n\'+1"');
  });
});
