import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerOrderState, CustomerProgress } from '@petart/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { describeApiError, errorResponse } from '@petart/web-shared/api-error';
import { useTrackOrderQuery, type OrderTrackingDto } from '../../../api/enhanced-api';
import { ArtworkImage, resolveApiUrl } from '../../../components/artwork';
import { BrandLogo } from '../../../components/layout/brand-logo';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { OrderStatusSteps } from './order-status-steps';
import { formatOrderDate, productLabel } from '../order-format';
import { ORDER_TEXT } from '../orders-texts';

/** The steps as OrderStatusSteps draws them (the server computed them with the same domain function). */
function progressOf(data: OrderTrackingDto): CustomerProgress {
  const active = data.steps.reduce((last, step, index) => (step.reached ? index : last), -1);
  return {
    state: data.state,
    activeStep: Math.min(3, Math.max(-1, active)) as CustomerProgress['activeStep'],
    steps: data.steps.map((step) => ({
      step: step.step,
      label: step.label,
      reached: step.reached,
      current: step.current,
      at: step.at,
    })),
    final: ['delivered', 'cancelled', 'refunded', 'error'].includes(data.state),
  };
}

function Parcels({ parcels }: { parcels: OrderTrackingDto['parcels'] }) {
  if (parcels.length === 0) {
    return <Typography variant="body2">{ORDER_TEXT.trackingNote}</Typography>;
  }
  return (
    <Stack spacing={1.5}>
      {parcels.map((parcel, index) => (
        <Box key={`${parcel.trackingNumber ?? ''}-${index}`} data-testid="tracking-parcel">
          {parcels.length > 1 ? (
            <Typography variant="subtitle2">{ORDER_TEXT.parcel(index + 1)}</Typography>
          ) : null}
          <Typography variant="body2">{`${ORDER_TEXT.carrier}: ${parcel.carrier ?? ORDER_TEXT.carrierUnknown}`}</Typography>
          {parcel.trackingNumber ? (
            <Typography variant="body2">{`${ORDER_TEXT.trackingNumber}: ${parcel.trackingNumber}`}</Typography>
          ) : null}
          {parcel.shippedAt ? (
            <Typography variant="body2">{`${ORDER_TEXT.shippedOn}: ${formatOrderDate(parcel.shippedAt)}`}</Typography>
          ) : null}
          {parcel.deliveredAt ? (
            <Typography variant="body2">{`${ORDER_TEXT.deliveredOn}: ${formatOrderDate(parcel.deliveredAt)}`}</Typography>
          ) : null}
          {parcel.trackingUrl ? (
            <Link href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
              {ORDER_TEXT.trackPackage}
            </Link>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The page around every state: the shop's logo (to the home page) on top and a way to the shop at the end, since a
 * gift's recipient arrives here from a shared link with no other way into the shop.
 */
function TrackingFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 }, maxWidth: 760, mx: 'auto' }}>
      <Box component="header" sx={{ mb: 3 }}>
        <BrandLogo />
      </Box>
      {children}
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          {ORDER_TEXT.trackShopLink}
        </Button>
      </Box>
    </Box>
  );
}

/** One picture per line with what it is and how many, so the count above matches what is shown. */
function TrackedItems({ items }: { items: OrderTrackingDto['items'] }) {
  if (items.length === 0) return null;
  const single = items.length === 1;
  return (
    <Box
      component="ul"
      aria-label={ORDER_TEXT.trackItemsLabel}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: single ? '1fr' : { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
        maxWidth: single ? 320 : 720,
        width: '100%',
        // Centred by the page's Stack (a flex column): its spacing rule sets every child's margin to 0, so auto
        // side margins would be overridden and the pictures would sit at the left.
        alignSelf: 'center',
      }}
    >
      {items.map((item, index) => {
        const label = productLabel(item);
        return (
          <Box component="li" key={`${item.printType}-${item.printSize}-${index}`} data-testid="tracked-item">
            {item.thumbnailUrl ? (
              <ArtworkImage
                src={resolveApiUrl(item.thumbnailUrl, env.apiBaseUrl)}
                alt={`${label} artwork`}
                sx={{
                  width: '100%',
                  aspectRatio: single ? undefined : '1',
                  objectFit: 'cover',
                  borderRadius: 2,
                }}
              />
            ) : null}
            <Typography variant="body2" sx={{ textAlign: 'center', mt: 0.5 }}>
              {`${label} × ${item.quantity}`}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** The estimate while the order travels; once it is delivered, the day it was delivered instead. */
function Delivery({ data }: { data: OrderTrackingDto }) {
  const delivered = data.state === 'delivered';
  const title = delivered ? ORDER_TEXT.trackDeliveredTitle : ORDER_TEXT.estimatedDelivery;
  let text: string = data.deliveryEstimate;
  if (delivered)
    text = data.deliveredAt ? ORDER_TEXT.trackDeliveredOn(formatOrderDate(data.deliveredAt)) : '';
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {text ? <Typography variant="body2">{text}</Typography> : null}
    </Paper>
  );
}

/**
 * /track/{orderHash}: the public tracking page a gift buyer shares (no sign-in; the unguessable hash is the key).
 * One picture per line, the four steps with dates, the carrier and tracking link, the delivery estimate (the delivery
 * date once delivered), a way to the shop, and nothing personal (the API sends no name, address, email or price).
 */
export function TrackingPage() {
  const { orderHash = '' } = useParams();
  const query = useTrackOrderQuery({ orderHash }, { skip: !orderHash, refetchOnMountOrArgChange: true });

  if (!orderHash || (query.isError && errorResponse(query.error).status === 404)) {
    return (
      <TrackingFrame>
        <Alert severity="warning">
          <AlertTitle>{ORDER_TEXT.trackNotFoundTitle}</AlertTitle>
          {ORDER_TEXT.trackNotFoundMessage}
        </Alert>
      </TrackingFrame>
    );
  }
  if (query.isError) {
    return (
      <TrackingFrame>
        <Alert severity="error">{describeApiError(query.error)}</Alert>
      </TrackingFrame>
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={ORDER_TEXT.loadingOrder} />
      </Box>
    );
  }
  const data = query.data;
  const stopped = data.state === 'cancelled' || data.state === 'refunded';
  const texts = ORDER_TEXT.states[data.state as CustomerOrderState] ?? ORDER_TEXT.states.in_progress;
  return (
    <TrackingFrame>
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="overline">{ORDER_TEXT.trackTitle}</Typography>
          <Typography variant="h4" component="h1" data-state={data.state}>
            {texts.title}
          </Typography>
          <Typography>
            {`${ORDER_TEXT.orderReference}: `}
            <strong data-testid="order-reference">{data.reference}</strong>
            {` · ${ORDER_TEXT.trackItems(data.itemCount)}`}
          </Typography>
        </Stack>
        <TrackedItems items={data.items} />
        {stopped ? (
          <Alert severity="info">{ORDER_TEXT.trackCancelled}</Alert>
        ) : (
          <>
            <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }}>
              <OrderStatusSteps progress={progressOf(data)} />
            </Paper>
            <Delivery data={data} />
            <Paper variant="outlined" component="section" aria-label={ORDER_TEXT.trackParcels} sx={{ p: 2 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {ORDER_TEXT.trackParcels}
              </Typography>
              <Parcels parcels={data.parcels} />
            </Paper>
          </>
        )}
      </Stack>
    </TrackingFrame>
  );
}
