import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  confirmationShippingCents,
  DEFAULT_DELIVERY_ESTIMATE,
  findSize,
  formatMoney,
  getPrintType,
  SHIPPING_METHOD_LABELS,
  showsSteps,
  taxNameFor,
  type CustomerOrderState,
} from '@petart/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { describeApiError, errorResponse } from '@petart/web-shared/api-error';
import {
  api,
  useGetOrderLineItemsQuery,
  type OrderDto as Order,
  type OrderLineItemDto as OrderLineItem,
} from '../../../api/enhanced-api';
import { useAppDispatch } from '../../../auth';
import { ArtworkImage, resolveApiUrl } from '../../../components/artwork';
import { useStripeReturn } from '../../../components/payment';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useBefore } from '../hooks/use-before';
import { orderProgress, useTrackedOrder } from '../hooks/use-tracked-order';
import { addressLines, readShippingAddress } from '../order-format';
import { ORDER_TEXT } from '../orders-texts';
import { formatDeadline } from '../printing-start';
import { CancelOrder, DigitalFiles, ShareTracking } from './order-after-payment';
import { OrderClaims } from './order-claims';
import { OrderReviews } from './order-reviews';
import { OrderGift } from './order-gift';
import { OrderLineNames } from './order-line-names';
import { OrderProof } from './order-proof';
import { OrderShipments } from './order-shipments';
import { OrderStatusSteps } from './order-status-steps';

/** The heading icon per state: a tick while the order is fine, a stop sign when it will not be printed. */
function StateIcon({ state }: { state: CustomerOrderState }) {
  const sx = { fontSize: 56 };
  switch (state) {
    case 'awaiting_payment':
      return <HourglassEmptyIcon color="warning" sx={sx} aria-hidden />;
    case 'payment_failed':
    case 'cancelled':
    case 'refunded':
      return <CancelOutlinedIcon color="error" sx={sx} aria-hidden />;
    case 'error':
      return <ErrorOutlineIcon color="warning" sx={sx} aria-hidden />;
    default:
      return <CheckCircleOutlineIcon color="success" sx={sx} aria-hidden />;
  }
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: strong ? 700 : undefined }}
        aria-label={`${label} amount`}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** One large image for one item, a grid for 2-3 (product.md P12); more than three show the first three. */
function Artworks({ items }: { items: OrderLineItem[] }) {
  const shown = items.filter((item) => item.imageUrl).slice(0, 3);
  if (shown.length === 0) return null;
  const single = shown.length === 1;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: single ? '1fr' : { xs: '1fr 1fr', sm: `repeat(${shown.length}, 1fr)` },
        maxWidth: single ? 420 : 720,
        width: '100%',
        // In the page's Stack, whose spacing rule zeroes its children's margins: centred as a flex item instead.
        alignSelf: 'center',
      }}
    >
      {shown.map((item) => (
        <ArtworkImage
          key={item.id}
          src={resolveApiUrl(item.imageUrl ?? '', env.apiBaseUrl)}
          alt={`${getPrintType(item.printType)?.label ?? item.printType} ${item.printSize} artwork`}
          sx={{
            width: '100%',
            aspectRatio: single ? printAspect(item) : '1',
            objectFit: single ? 'contain' : 'cover',
            borderRadius: 2,
          }}
        />
      ))}
    </Box>
  );
}

/**
 * The single artwork's box takes the print's shape before the picture arrives (the artwork is drawn in that shape), so
 * the order summary below it does not jump down when the picture loads.
 */
function printAspect(item: OrderLineItem): string | undefined {
  const size = findSize(item.printType, item.printSize);
  return size ? `${size.widthIn} / ${size.heightIn}` : undefined;
}

/** Products of the order: from the order (cents), else the sum of its line items. */
function productCents(order: Order, items: OrderLineItem[] | undefined): number {
  if (typeof order.productPrice === 'number') return order.productPrice;
  return (items ?? []).reduce(
    (sum, item) => sum + (item.lineTotal ?? (item.unitPrice ?? 0) * item.quantity),
    0,
  );
}

function ShippingAddress({ order }: { order: Order }) {
  const state = readShippingAddress(order.shippingAddress);
  if (state.kind === 'missing')
    return (
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        {ORDER_TEXT.loadingShipping}
      </Typography>
    );
  if (state.kind === 'invalid')
    return (
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        {ORDER_TEXT.shippingUnavailable}
      </Typography>
    );
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {addressLines(state.address).map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * What a cancelled or refunded order's customer needs instead of "a confirmation email has been sent": where their
 * money is (refunded in full, in part, on its way, or never taken).
 */
function RefundState({ order }: { order: Order }) {
  const refunded = order.refundedAmount ?? 0;
  const total = order.totalAmount;
  let text: string;
  if (!order.paidAt) text = ORDER_TEXT.nothingCharged;
  else if (refunded >= total) text = ORDER_TEXT.refundedInFull(formatMoney(total));
  else if (refunded > 0) text = ORDER_TEXT.refundedPart(formatMoney(refunded), formatMoney(total));
  else text = ORDER_TEXT.refundPending(formatMoney(total));
  return (
    <Alert severity="info" data-testid="refund-state">
      {text}
    </Alert>
  );
}

/** /app/order-confirmation/{orderHash} (product.md P12). */
export function OrderConfirmationPage() {
  const { orderHash = '' } = useParams();
  // The page shows the order as the server has it, never what the redirect says.
  useStripeReturn();
  const order = useTrackedOrder(orderHash);
  const items = useGetOrderLineItemsQuery({ orderId: order.data?.id ?? '' }, { skip: !order.data?.id });
  // The server empties the cart when the order is paid; the cart badge only needs to read it again.
  const dispatch = useAppDispatch();
  const paidNow = order.data?.paymentStatus === 'paid';
  useEffect(() => {
    if (paidNow) dispatch(api.util.invalidateTags(['cart']));
  }, [paidNow, dispatch]);
  // Until the order is paid its artwork is the watermarked preview; paying unlocks the clean artwork, so the lines
  // (whose image URLs say which) are read again the moment the polled order turns paid.
  const seenUnpaid = useRef(false);
  const refetchItems = items.refetch;
  useEffect(() => {
    if (!order.data) return;
    if (!paidNow) seenUnpaid.current = true;
    else if (seenUnpaid.current) {
      seenUnpaid.current = false;
      void refetchItems();
    }
  }, [order.data, paidNow, refetchItems]);

  // A paid order waits out the customer's cancellation window before printing: while it does, the page says
  // when printing starts. Computed before the early returns (a hook); only used for an order still at Confirmed.
  const printingStartsAt = order.data?.cancellableUntil ?? null;
  const waitingToPrint = useBefore(printingStartsAt);

  if (!orderHash || (order.isError && errorResponse(order.error).status === 404)) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
        <Alert severity="warning">
          <AlertTitle>{ORDER_TEXT.notFoundTitle}</AlertTitle>
          {ORDER_TEXT.notFoundMessage}
        </Alert>
        <Button component={RouterLink} to={paths.app.create} variant="contained" sx={{ mt: 3 }}>
          {ORDER_TEXT.createAnother}
        </Button>
      </Box>
    );
  }
  if (order.isError) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
        <Alert severity="error">{describeApiError(order.error)}</Alert>
      </Box>
    );
  }
  if (!order.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={ORDER_TEXT.loadingOrder} />
      </Box>
    );
  }

  const data = order.data;
  const products = productCents(data, items.data);
  const discountCents = data.discountCents ?? 0;
  const shipping = confirmationShippingCents(data.totalAmount, data.taxAmount, products, discountCents);
  const paid = data.paymentStatus === 'paid' || data.invoiceStatus === 'paid';
  const paymentLabel = paid
    ? ORDER_TEXT.paid
    : data.paymentStatus === 'refunded'
      ? ORDER_TEXT.refunded
      : data.paymentStatus === 'partially_refunded'
        ? ORDER_TEXT.partiallyRefunded
        : (data.paymentStatus ?? 'pending').replace(/^./, (c) => c.toUpperCase());
  // Unpaid, failed, cancelled and refunded orders get their own message and none of the step or shipping wording.
  const progress = orderProgress(data);
  const { state } = progress;
  const moving = showsSteps(state);
  // Estimates and the "tracking number by email" note only while the order is on its way as planned.
  const onItsWay = state === 'in_progress' || state === 'on_hold';
  const texts = ORDER_TEXT.states[state];
  // Cancelled or refunded: nothing will be printed; the page says where the money is.
  const stopped = state === 'cancelled' || state === 'refunded';
  // Still at Confirmed, inside the window: printing starts when the window closes.
  const startsAt = onItsWay && progress.activeStep === 0 && waitingToPrint ? printingStartsAt : null;
  const address = readShippingAddress(data.shippingAddress);
  const taxLabel = taxNameFor(address.kind === 'ok' ? address.address.country : undefined);
  const shipments = data.shipments ?? [];
  const hasTracking = shipments.length > 0 || Boolean(data.trackingUrl);

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <StateIcon state={state} />
          <Typography variant="h4" component="h1" data-state={state}>
            {texts.title}
          </Typography>
          <Typography
            data-testid="order-status-message"
            sx={{
              color: 'text.secondary',
            }}
          >
            {startsAt ? ORDER_TEXT.printingStarts(formatDeadline(startsAt)) : texts.message}
          </Typography>
          <Typography>
            {`${ORDER_TEXT.orderReference}: `}
            <Box component="strong" data-testid="order-reference">
              {data.orderNumber}
            </Box>
          </Typography>
        </Stack>

        {/* The status (steps, the cancel action) before the artwork: above the fold on a phone. */}
        {moving ? (
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }}>
            <OrderStatusSteps progress={progress} productionStartsAt={startsAt} />
          </Paper>
        ) : null}
        <OrderProof order={data} items={items.data ?? []} />
        <CancelOrder order={data} deadlineShown={startsAt !== null} />

        <Artworks items={items.data ?? []} />
        <OrderLineNames order={data} />

        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card title={ORDER_TEXT.summaryTitle}>
              <Row label={ORDER_TEXT.products} value={formatMoney(products)} />
              {data.discountCode && discountCents > 0 ? (
                <Row label={`Discount (${data.discountCode})`} value={formatMoney(-discountCents)} />
              ) : null}
              <Row label={ORDER_TEXT.shippingHandling} value={formatMoney(shipping)} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="shipping-method">
                {SHIPPING_METHOD_LABELS[data.shippingMethod ?? 'standard']}
              </Typography>
              <Row label={taxLabel} value={formatMoney(data.taxAmount)} />
              <Divider sx={{ my: 1 }} />
              <Row label={ORDER_TEXT.total} value={formatMoney(data.totalAmount)} strong />
              <Row label={ORDER_TEXT.paymentStatus} value={paymentLabel} />
              {data.refundedAmount ? (
                <Row label={ORDER_TEXT.refundedAmount} value={formatMoney(data.refundedAmount)} />
              ) : null}
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3}>
              {onItsWay ? (
                <Card title={ORDER_TEXT.estimatedDelivery}>
                  <Typography variant="body2">
                    {data.deliveryEstimate?.range || DEFAULT_DELIVERY_ESTIMATE}
                  </Typography>
                  {data.deliveryEstimate?.separatePackagesNote ? (
                    <Typography
                      variant="body2"
                      sx={{
                        color: 'text.secondary',
                        mt: 0.5,
                      }}
                    >
                      {data.deliveryEstimate.separatePackagesNote}
                    </Typography>
                  ) : null}
                </Card>
              ) : null}
              {data.gift ? (
                <Card title={ORDER_TEXT.giftTitle}>
                  <OrderGift gift={data.gift} withEmail />
                </Card>
              ) : null}
              <Card title={ORDER_TEXT.shippingAddress}>
                <ShippingAddress order={data} />
              </Card>
            </Stack>
          </Grid>
        </Grid>

        {moving && hasTracking ? (
          <Card title={ORDER_TEXT.shipmentsTitle}>
            <OrderShipments shipments={shipments} trackingUrl={data.trackingUrl} />
          </Card>
        ) : null}
        {onItsWay && !hasTracking ? (
          <Alert severity="info">
            <AlertTitle>{ORDER_TEXT.trackingTitle}</AlertTitle>
            {ORDER_TEXT.trackingNote}
          </Alert>
        ) : null}
        <OrderClaims order={data} state={state} />
        {/* Only a delivered order can be reviewed (D-310): other orders ask nothing. */}
        {state === 'delivered' ? <OrderReviews orderHash={data.orderHash} /> : null}
        {data.downloadExpiresAt && data.paymentStatus !== 'refunded' ? (
          <Card title={ORDER_TEXT.digitalFileTitle}>
            <DigitalFiles order={data} />
          </Card>
        ) : null}
        {moving ? <ShareTracking orderHash={data.orderHash} /> : null}
        {stopped ? <RefundState order={data} /> : null}
        {state !== 'awaiting_payment' && state !== 'payment_failed' && !stopped ? (
          <Typography
            sx={{
              color: 'text.secondary',
              textAlign: 'center',
            }}
          >
            {data.customerEmail ? ORDER_TEXT.emailNote(data.customerEmail) : ORDER_TEXT.emailNoteNoAddress}
          </Typography>
        ) : null}
        <Typography
          sx={{
            color: 'text.secondary',
            textAlign: 'center',
          }}
        >
          {ORDER_TEXT.support(env.supportEmail)}
        </Typography>
        <Box sx={{ textAlign: 'center' }}>
          <Button component={RouterLink} to={paths.app.create} variant="contained" size="large">
            {ORDER_TEXT.createAnother}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
