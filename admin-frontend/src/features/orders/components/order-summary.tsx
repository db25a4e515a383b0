import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { giftSummary, netRevenueCents, printFont, SHIPPING_METHOD_LABELS } from '@petart/domain';
import type { ReactNode } from 'react';
import type { AdminOrderDetailDto } from '../../../api/enhanced-api';
import { formatCents, formatDateTime } from '../../../components/format';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value ?? '—'}
    </Typography>
  );
}

/**
 * A line's effective resolution once its print file is made: the artwork's pixels per inch at the print size and
 * what enlarged it to the print file (D-173), e.g. "42 dpi · lanczos3"; a dash before.
 */
function EffectiveResolution({ item }: { item: AdminOrderDetailDto['items'][number] }) {
  if (item.effectiveDpi === null) return <>—</>;
  return (
    <>
      {item.effectiveDpi} dpi
      {item.printFileUpscaler && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          · {item.printFileUpscaler}
        </Box>
      )}
    </>
  );
}

type Shipment = AdminOrderDetailDto['shipments'][number];

/**
 * An order's parcels: a table on a desktop, a card per parcel on a phone. The order page's links to parcels and files
 * are underlined: next to text they must differ by more than their colour (WCAG 1.4.1, axe's link-in-text-block).
 */
const SHIPMENT_COLUMNS: readonly ResponsiveColumn<Shipment>[] = [
  { label: 'Carrier', primary: true, render: (shipment) => shipment.carrier ?? '—' },
  {
    label: 'Tracking number',
    render: (shipment) =>
      shipment.trackingUrl ? (
        <Link href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" underline="always">
          {shipment.trackingNumber ?? 'Track'}
        </Link>
      ) : (
        (shipment.trackingNumber ?? '—')
      ),
  },
  { label: 'Shipped', render: (shipment) => formatDateTime(shipment.shippedAt) },
  { label: 'Delivered', render: (shipment) => formatDateTime(shipment.deliveredAt) },
];

type OrderItem = AdminOrderDetailDto['items'][number];

/** An order's lines: a table on a desktop, a card per line on a phone (no sideways scrolling at 375 px). */
const ITEM_COLUMNS: readonly ResponsiveColumn<OrderItem>[] = [
  {
    label: 'Image',
    render: (item) =>
      item.imageUrl ? (
        <Link href={item.imageUrl} target="_blank" rel="noopener noreferrer">
          <Box
            component="img"
            src={item.imageUrl}
            alt={`${item.printType} ${item.printSize}`}
            sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
          />
        </Link>
      ) : (
        '—'
      ),
  },
  {
    label: 'Print Type',
    primary: true,
    render: (item) => item.printType,
    sx: { textTransform: 'capitalize' },
  },
  {
    label: 'Size',
    render: (item) => (
      <>
        {item.printSize}
        {item.petCount > 1 && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }} data-testid="line-pets">
            Pets: {item.petCount}
          </Box>
        )}
        {item.personalisation && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }} data-testid="line-name">
            Name: {item.personalisation.name}
            {item.personalisation.secondLine ? ` · ${item.personalisation.secondLine}` : ''} (
            {printFont(item.personalisation.font)?.label ?? item.personalisation.font},{' '}
            {item.personalisation.placement})
          </Box>
        )}
      </>
    ),
  },
  { label: 'Qty', align: 'right', render: (item) => item.quantity },
  { label: 'Unit', align: 'right', render: (item) => formatCents(item.unitPrice) },
  { label: 'Total', align: 'right', render: (item) => formatCents(item.lineTotal) },
  {
    label: 'Effective resolution',
    align: 'right',
    render: (item) => (
      <>
        <EffectiveResolution item={item} />
        {item.printFileUrl && (
          <>
            {' '}
            <Link href={item.printFileUrl} target="_blank" rel="noopener noreferrer" underline="always">
              file
            </Link>
          </>
        )}
      </>
    ),
  },
];

/**
 * What the order is: its number, customer, items with their effective resolution, totals (with what was refunded and
 * the net, what the order brought in, once money came back), shipping address and shipments.
 */
export function OrderSummary({ order }: { order: AdminOrderDetailDto }) {
  const address = order.shippingAddress;
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Order Information">
            <Field label="Order Number" value={order.orderNumber} />
            <Field label="Order ID" value={order.orderHash} />
            <Field label="Date" value={formatDateTime(order.createdAt)} />
            <Field label="Paid at" value={formatDateTime(order.paidAt)} />
            <Field label="Stripe payment" value={order.stripePaymentId} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Customer Information">
            <Field label="Name" value={order.customerName} />
            <Field label="Email" value={order.customerEmail} />
            <Field label="Phone" value={order.customerPhone} />
            <Field label="Account" value={order.isUserRegistered ? 'Registered User' : 'Guest'} />
          </Section>
        </Grid>
      </Grid>
      <Section title="Items">
        <ResponsiveTable label="Items" columns={ITEM_COLUMNS} rows={order.items} rowKey={(item) => item.id} />
      </Section>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Totals">
            <Field label="Products" value={formatCents(order.totals.productPrice)} />
            {order.totals.discountCode && order.totals.discountCents ? (
              <Field
                label={`Discount (${order.totals.discountCode})`}
                value={`-${formatCents(order.totals.discountCents)}`}
              />
            ) : null}
            <Field label="Shipping" value={formatCents(order.totals.shippingCost)} />
            <Field
              label="Shipping method"
              value={`${SHIPPING_METHOD_LABELS[order.shippingMethod]}${order.deliveryRange ? `, ${order.deliveryRange}` : ''}`}
            />
            <Field label="Tax" value={formatCents(order.totals.taxAmount)} />
            <Field label="Total" value={<strong>{formatCents(order.totals.totalAmount)}</strong>} />
            {order.refundedAmount > 0 && (
              <>
                <Field label="Refunded" value={`-${formatCents(order.refundedAmount)}`} />
                <Field label="Net" value={formatCents(netRevenueCents(order))} />
              </>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Shipping Address">
            {address ? (
              <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
                {[address.first_name, address.last_name].filter(Boolean).join(' ')}
                <br />
                {address.address1}
                {address.address2 ? `, ${address.address2}` : ''}
                <br />
                {[address.city, address.region, address.zip].filter(Boolean).join(', ')}
                <br />
                {address.country}
              </Typography>
            ) : (
              <Typography variant="body2">No shipping address</Typography>
            )}
          </Section>
          {order.gift ? (
            <Section title="Gift">
              <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
                {giftSummary(order.gift)}
              </Typography>
              <Field label="Recipient email" value={order.gift.recipientEmail} />
              <Field label="From" value={order.gift.senderName || '-'} />
              {order.gift.message ? (
                <Field
                  label="Message"
                  value={
                    <Box component="span" sx={{ whiteSpace: 'pre-line', display: 'block' }}>
                      {order.gift.message}
                    </Box>
                  }
                />
              ) : null}
            </Section>
          ) : null}
        </Grid>
      </Grid>
      <Section title="Fulfilment">
        <Field
          label="Printify order"
          value={
            order.printifyOrderId
              ? `${order.printifyOrderId}${order.printifyOrderNumber ? ` (#${order.printifyOrderNumber})` : ''}`
              : null
          }
        />
        <Field
          label="Tracking"
          value={
            order.trackingUrl ? (
              <Link href={order.trackingUrl} target="_blank" rel="noopener noreferrer" underline="always">
                Track
              </Link>
            ) : null
          }
        />
        {order.shipments.length > 0 && (
          <Box sx={{ mt: 1 }}>
            <ResponsiveTable
              label="Shipments"
              columns={SHIPMENT_COLUMNS}
              rows={order.shipments}
              rowKey={(shipment) => shipment.id}
            />
          </Box>
        )}
      </Section>
    </>
  );
}
