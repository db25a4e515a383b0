import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { printFont } from '@petart/domain';
import type { ReactNode } from 'react';
import type { AdminOrderDetailDto } from '../../../api/enhanced-api';
import { formatCents, formatDateTime } from '../../../components/format';

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

/**
 * What the order is: its number, customer, items with their effective resolution, totals, shipping address and
 * shipments.
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
        <TableContainer>
          <Table size="small" aria-label="Items">
            <TableHead>
              <TableRow>
                <TableCell>Image</TableCell>
                <TableCell>Print Type</TableCell>
                <TableCell>Size</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Unit</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell align="right">Effective resolution</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    {item.imageUrl ? (
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
                    )}
                  </TableCell>
                  <TableCell sx={{ textTransform: 'capitalize' }}>{item.printType}</TableCell>
                  <TableCell>
                    {item.printSize}
                    {item.personalisation && (
                      <Box
                        component="span"
                        sx={{ display: 'block', color: 'text.secondary' }}
                        data-testid="line-name"
                      >
                        Name: {item.personalisation.name}
                        {item.personalisation.secondLine ? ` · ${item.personalisation.secondLine}` : ''} (
                        {printFont(item.personalisation.font)?.label ?? item.personalisation.font},{' '}
                        {item.personalisation.placement})
                      </Box>
                    )}
                  </TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">{formatCents(item.unitPrice)}</TableCell>
                  <TableCell align="right">{formatCents(item.lineTotal)}</TableCell>
                  <TableCell align="right">
                    <EffectiveResolution item={item} />
                    {item.printFileUrl && (
                      <>
                        {' '}
                        <Link href={item.printFileUrl} target="_blank" rel="noopener noreferrer">
                          file
                        </Link>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
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
            <Field label="Tax" value={formatCents(order.totals.taxAmount)} />
            <Field label="Total" value={<strong>{formatCents(order.totals.totalAmount)}</strong>} />
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
              <Link href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                Track
              </Link>
            ) : null
          }
        />
        {order.shipments.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label="Shipments" sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Carrier</TableCell>
                  <TableCell>Tracking number</TableCell>
                  <TableCell>Shipped</TableCell>
                  <TableCell>Delivered</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.shipments.map((shipment) => (
                  <TableRow key={shipment.id}>
                    <TableCell>{shipment.carrier ?? '—'}</TableCell>
                    <TableCell>
                      {shipment.trackingUrl ? (
                        <Link href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                          {shipment.trackingNumber ?? 'Track'}
                        </Link>
                      ) : (
                        (shipment.trackingNumber ?? '—')
                      )}
                    </TableCell>
                    <TableCell>{formatDateTime(shipment.shippedAt)}</TableCell>
                    <TableCell>{formatDateTime(shipment.deliveredAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>
    </>
  );
}
