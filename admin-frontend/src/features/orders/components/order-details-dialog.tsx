import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { adminFulfilmentStatusLabel } from '@petart/domain';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useState, type ReactNode } from 'react';
import {
  useCancelOrderMutation,
  useGetAdminOrderQuery,
  useResubmitOrderMutation,
  type AdminOrderDetailDto,
} from '../../../api/enhanced-api';
import { formatCents, formatDateTime } from '../../../components/format';
import { StatusChip } from '../../../components/status-chip';
import { MoneyFlags } from './money-flags';

const EVENT_KIND_LABELS: Record<string, string> = {
  payment: 'Payment',
  fulfilment: 'Fulfilment',
  dispute: 'Dispute',
};
/** Fulfilment statuses in staff words; payment and dispute statuses are shown as the provider names them. */
const eventStatusLabel = (kind: string, status: string): string =>
  kind === 'fulfilment' ? adminFulfilmentStatusLabel(status) : status;
import { useToast } from '../../../components/toast';

function Section({ title, children }: { title: string; children: ReactNode }) {
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
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value ?? '—'}
    </Typography>
  );
}

function OrderBody({ order }: { order: AdminOrderDetailDto }) {
  const address = order.shippingAddress;
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Order Information">
            <Field label="Order Number" value={order.orderNumber} />
            <Field label="Order ID" value={order.orderHash} />
            <Field label="Date" value={formatDateTime(order.createdAt)} />
            <Field label="Status" value={<StatusChip status={order.fulfillmentStatus} />} />
            <Field label="Payment" value={<MoneyFlags order={order} />} />
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
        <Table size="small" aria-label="Items">
          <TableHead>
            <TableRow>
              <TableCell>Image</TableCell>
              <TableCell>Print Type</TableCell>
              <TableCell>Size</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Unit</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell align="right">Print file DPI</TableCell>
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
                <TableCell>{item.printSize}</TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell align="right">{formatCents(item.unitPrice)}</TableCell>
                <TableCell align="right">{formatCents(item.lineTotal)}</TableCell>
                <TableCell align="right">
                  {item.effectiveDpi ?? '—'}
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
      </Section>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Totals">
            <Field label="Products" value={formatCents(order.totals.productPrice)} />
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
        )}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          History
        </Typography>
        <Box component="ol" aria-label="Order history" sx={{ pl: 3, my: 0 }}>
          {order.events.map((event) => (
            <li key={event.id}>
              <Typography variant="body2">
                {formatDateTime(event.createdAt)} · {EVENT_KIND_LABELS[event.kind] ?? event.kind}{' '}
                {event.fromStatus ? `${eventStatusLabel(event.kind, event.fromStatus)} → ` : ''}
                {eventStatusLabel(event.kind, event.toStatus)} ({event.source})
              </Typography>
            </li>
          ))}
          {order.events.length === 0 && <Typography variant="body2">No history yet.</Typography>}
        </Box>
      </Section>
    </>
  );
}

/** The order details dialog with the staff actions: resubmit (parked in error), cancel and refund (confirmed). */
export function OrderDetailsDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const order = useGetAdminOrderQuery({ orderId });
  const [resubmit, resubmitState] = useResubmitOrderMutation();
  const [cancel, cancelState] = useCancelOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();

  const doResubmit = async () => {
    try {
      await resubmit({ orderId }).unwrap();
      toast({
        title: 'Order resubmitted',
        description: 'The submission to Printify runs again in the background.',
      });
    } catch (error) {
      toast({
        title: 'Resubmit failed',
        description: errorBodyMessage(error) ?? 'The order could not be resubmitted.',
        variant: 'destructive',
      });
    }
  };
  const doCancel = async () => {
    setConfirming(false);
    try {
      await cancel({ orderId }).unwrap();
      toast({
        title: 'Order cancelled',
        description: 'The order is cancelled and the customer is told by email.',
      });
    } catch (error) {
      toast({
        title: 'Cancel failed',
        description: errorBodyMessage(error) ?? 'The order could not be cancelled.',
        variant: 'destructive',
      });
    }
  };

  const data = order.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="order-dialog-title">
      <DialogTitle id="order-dialog-title">Order {data?.orderNumber ?? ''}</DialogTitle>
      <DialogContent dividers>
        {order.isLoading && <CircularProgress aria-label="Loading order" />}
        {order.isError && (
          <Alert severity="error">{errorBodyMessage(order.error) ?? 'Failed to fetch the order'}</Alert>
        )}
        {data && <OrderBody order={data} />}
      </DialogContent>
      <DialogActions>
        <Stack direction="row" spacing={1} sx={{ flexGrow: 1 }}>
          {data?.canResubmit && (
            <Button variant="contained" onClick={() => void doResubmit()} disabled={resubmitState.isLoading}>
              Resubmit to Printify
            </Button>
          )}
          {data?.canCancel && (
            <Button
              color="error"
              variant="outlined"
              onClick={() => setConfirming(true)}
              disabled={cancelState.isLoading}
            >
              Cancel and refund
            </Button>
          )}
        </Stack>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-confirm-title">
        <DialogTitle id="cancel-confirm-title">Cancel this order?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The order is cancelled at Printify (only possible before production), the payment is refunded and
            the customer receives the cancellation email. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep order</Button>
          <Button color="error" variant="contained" onClick={() => void doCancel()}>
            Confirm cancellation
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
