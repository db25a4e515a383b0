import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatMoney,
  fulfilmentBadgeTone,
  fulfilmentStatusLabel,
  LIMITS,
  type FulfilmentBadgeTone,
} from '@petart/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { formatOrderDate, productLabel, productWithQuantity } from '../order-format';
import { DigitalFileIconButton } from './order-after-payment';
import { useBefore } from '../hooks/use-before';
import { formatClock, formatDeadline } from '../printing-start';
import { useGetUserOrdersQuery, type OrderDto as Order } from '../../../api/enhanced-api';
import { ORDER_TEXT } from '../orders-texts';
import { OrderGift } from './order-gift';
import { ArtworkImage, resolveApiUrl } from '../../../components/artwork';
import { env } from '../../../config/env';

/** The domain's badge tones as MUI chips. */
const CHIP_BY_TONE: Record<FulfilmentBadgeTone, Pick<ChipProps, 'color' | 'variant'>> = {
  destructive: { color: 'error', variant: 'filled' },
  default: { color: 'primary', variant: 'filled' },
  outline: { color: 'default', variant: 'outlined' },
  secondary: { color: 'default', variant: 'filled' },
};

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const tone = fulfilmentBadgeTone(status);
  return <Chip size="small" label={fulfilmentStatusLabel(status)} data-tone={tone} {...CHIP_BY_TONE[tone]} />;
}

/**
 * The order's status: while the paid order waits out the customer's cancellation window, when printing starts and
 * until when it can be cancelled (the confirmation page's news, not "Submitted"); afterwards the fulfilment badge.
 */
function OrderStatus({ order }: { order: Order }) {
  const holdEnds = order.cancellableUntil ?? null;
  const holding = useBefore(holdEnds);
  if (!holdEnds || !holding) return <StatusBadge status={order.fulfillmentStatus} />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid="order-hold">
      <Chip
        size="small"
        color="info"
        label={ORDER_TEXT.historyPrintingStarts(formatClock(holdEnds))}
        sx={{ maxWidth: '100%' }}
      />
      <Typography
        variant="caption"
        sx={{
          color: 'text.secondary',
        }}
      >
        {ORDER_TEXT.historyCancellableUntil(formatDeadline(holdEnds))}
      </Typography>
    </Stack>
  );
}

/** The total, and once part or all of it was refunded, the refunded amount and what the order cost in the end. */
function OrderAmount({ order, align }: { order: Order; align: 'left' | 'right' }) {
  const refunded = order.refundedAmount ?? 0;
  return (
    <Box sx={{ textAlign: align }} data-testid="order-amount">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatMoney(order.totalAmount)}
      </Typography>
      {refunded > 0 ? (
        <>
          <Typography
            variant="caption"
            component="p"
            sx={{
              color: 'text.secondary',
              m: 0,
            }}
          >
            {ORDER_TEXT.historyRefunded(formatMoney(refunded))}
          </Typography>
          <Typography variant="caption" component="p" sx={{ m: 0 }}>
            {ORDER_TEXT.historyNet(formatMoney(Math.max(0, order.totalAmount - refunded)))}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}

function OrderLink({ order }: { order: Order }) {
  return (
    <Link
      href={paths.app.orderConfirmation(order.orderHash)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Order ${order.orderNumber}`}
    >
      {order.orderNumber}
    </Link>
  );
}

/** The artwork of the order's first line with a picture: what the customer recognises the order by. */
function OrderThumbnail({ order, size }: { order: Order; size: number }) {
  const first = order.items.find((item) => item.imageUrl);
  if (!first?.imageUrl) return null;
  return (
    <ArtworkImage
      src={resolveApiUrl(first.imageUrl, env.apiBaseUrl)}
      alt={`${productLabel(first)} artwork`}
      loading="lazy"
      sx={{
        width: size,
        height: size,
        objectFit: 'cover',
        borderRadius: 1,
        flexShrink: 0,
        overflow: 'hidden',
      }}
    />
  );
}

const SHOWN_PRODUCTS = 2;

/** 'Canvas 20" x 30" × 1, Poster 12" x 18" × 2 +1 more'. */
function OrderProducts({ order }: { order: Order }) {
  const shown = order.items.slice(0, SHOWN_PRODUCTS);
  const more = order.items.length - shown.length;
  if (shown.length === 0) return null;
  return (
    <Typography
      variant="body2"
      data-testid="order-products"
      sx={{
        color: 'text.secondary',
      }}
    >
      {shown.map(productWithQuantity).join(', ')}
      {more > 0 ? ` ${ORDER_TEXT.moreProducts(more)}` : ''}
    </Typography>
  );
}

function Tracking({ order }: { order: Order }) {
  if (!order.trackingUrl) return <span>-</span>;
  return (
    <Link href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
      {ORDER_TEXT.trackPackage}
    </Link>
  );
}

function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={ORDER_TEXT.historyTitle}>
        <TableHead>
          <TableRow>
            {ORDER_TEXT.columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.orderHash}>
              <TableCell>{formatOrderDate(order.createdAt)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <OrderThumbnail order={order} size={56} />
                  <Box sx={{ minWidth: 0 }}>
                    <OrderLink order={order} />
                    <DigitalFileIconButton order={order} />
                    <OrderProducts order={order} />
                    {order.gift ? <OrderGift gift={order.gift} /> : null}
                  </Box>
                </Stack>
              </TableCell>
              <TableCell>
                <OrderStatus order={order} />
              </TableCell>
              <TableCell>
                <OrderAmount order={order} align="left" />
              </TableCell>
              <TableCell>
                <Tracking order={order} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Phone layout: one card per order with the same facts (picture and product, status, date and amount, and the
 * tracking link once there is one).
 */
function OrderCards({ orders }: { orders: Order[] }) {
  return (
    <Stack
      component="ul"
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={ORDER_TEXT.historyTitle}
    >
      {orders.map((order) => (
        <Paper component="li" variant="outlined" key={order.orderHash} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 1 }}>
            <OrderThumbnail order={order} size={64} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box>
                <OrderLink order={order} />
                <DigitalFileIconButton order={order} />
              </Box>
              <OrderProducts order={order} />
              {order.gift ? <OrderGift gift={order.gift} /> : null}
              {/* Under the products, where the hold's longer words have the card's whole width. */}
              <Box sx={{ mt: 0.75 }}>
                <OrderStatus order={order} />
              </Box>
            </Box>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
              }}
            >
              {formatOrderDate(order.createdAt)}
            </Typography>
            <OrderAmount order={order} align="right" />
          </Stack>
          {/* No tracking yet: nothing (a card has no column whose empty cell a dash would stand for). */}
          {order.trackingUrl ? (
            <Box sx={{ mt: 1 }}>
              <Tracking order={order} />
            </Box>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /app/order-history (product.md P12): stale after 60 s, refetched every 5 minutes and on window focus, no retry
 * (product.md P14, P11). A table from `sm`, cards on phones.
 */
export function OrderHistoryPage() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const orders = useGetUserOrdersQuery(undefined, {
    refetchOnMountOrArgChange: LIMITS.ordersStaleMs / 1000,
    pollingInterval: LIMITS.ordersRefetchMs,
    refetchOnFocus: true,
  });

  let body;
  if (orders.isLoading) {
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={20} />
        <Typography>{ORDER_TEXT.loadingOrders}</Typography>
      </Stack>
    );
  } else if (orders.isError) {
    body = <Alert severity="error">{ORDER_TEXT.fetchFailed}</Alert>;
  } else if (!orders.data || orders.data.length === 0) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
        <ReceiptLongOutlinedIcon sx={{ fontSize: 56 }} color="disabled" aria-hidden />
        <Typography variant="h6" component="h2">
          {ORDER_TEXT.noOrdersTitle}
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
          }}
        >
          {ORDER_TEXT.noOrdersMessage}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.app.create}>
          {ORDER_TEXT.createFirst}
        </Button>
      </Stack>
    );
  } else {
    body = phone ? <OrderCards orders={orders.data} /> : <OrdersTable orders={orders.data} />;
  }

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {ORDER_TEXT.historyTitle}
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
          mb: 3,
        }}
      >
        {ORDER_TEXT.historySubtitle}
      </Typography>
      {body}
    </Box>
  );
}
