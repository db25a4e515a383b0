import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerOrderState, CustomerProgress } from '@petart/domain';
import { useParams } from 'react-router';
import { describeApiError, errorResponse } from '@petart/web-shared/api-error';
import { useTrackOrderQuery, type OrderTrackingDto } from '../../../api/enhanced-api';
import { ArtworkImage, resolveApiUrl } from '../../../components/artwork';
import { env } from '../../../config/env';
import { OrderStatusSteps } from './order-status-steps';
import { formatOrderDate } from '../order-format';
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
 * /track/{orderHash}: the public tracking page a gift buyer shares (no sign-in; the unguessable hash is the key).
 * The artwork, the four steps with dates, the carrier and tracking link, the delivery estimate, and nothing personal
 * (the API sends no name, address, email or price).
 */
export function TrackingPage() {
  const { orderHash = '' } = useParams();
  const query = useTrackOrderQuery({ orderHash }, { skip: !orderHash, refetchOnMountOrArgChange: true });

  if (!orderHash || (query.isError && errorResponse(query.error).status === 404)) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
        <Alert severity="warning">
          <AlertTitle>{ORDER_TEXT.trackNotFoundTitle}</AlertTitle>
          {ORDER_TEXT.trackNotFoundMessage}
        </Alert>
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
        <Alert severity="error">{describeApiError(query.error)}</Alert>
      </Box>
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
    <Box component="main" sx={{ p: { xs: 2, md: 4 }, maxWidth: 760, mx: 'auto' }}>
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
        {data.thumbnailUrl ? (
          <ArtworkImage
            src={resolveApiUrl(data.thumbnailUrl, env.apiBaseUrl)}
            alt="Artwork of the order"
            sx={{ width: '100%', maxWidth: 320, mx: 'auto', borderRadius: 2 }}
          />
        ) : null}
        {stopped ? (
          <Alert severity="info">{ORDER_TEXT.trackCancelled}</Alert>
        ) : (
          <>
            <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }}>
              <OrderStatusSteps progress={progressOf(data)} />
            </Paper>
            <Paper
              variant="outlined"
              component="section"
              aria-label={ORDER_TEXT.estimatedDelivery}
              sx={{ p: 2 }}
            >
              <Typography variant="h6" component="h2">
                {ORDER_TEXT.estimatedDelivery}
              </Typography>
              <Typography variant="body2">{data.deliveryEstimate}</Typography>
            </Paper>
            <Paper variant="outlined" component="section" aria-label={ORDER_TEXT.trackParcels} sx={{ p: 2 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {ORDER_TEXT.trackParcels}
              </Typography>
              <Parcels parcels={data.parcels} />
            </Paper>
          </>
        )}
      </Stack>
    </Box>
  );
}
