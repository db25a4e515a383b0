import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { Link as RouterLink } from 'react-router';
import { useGetAdminOrderQuery, useGetAdminOrderTimelineQuery } from '../../../api/enhanced-api';
import { StatusChip } from '../../../components/status-chip';
import { paths } from '../../../config/paths';
import { OrderClaims } from '../../claims';
import { MoneyFlags } from './money-flags';
import { OrderActions } from './order-actions';
import { OrderProofs } from './order-proofs';
import { OrderSummary } from './order-summary';
import { OrderTimeline } from './order-timeline';

/**
 * The order's own page (/orders/:orderId: shareable, the back button works): its status and money, the staff
 * actions, what the order is, its claims, and its timeline with the staff notes.
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const order = useGetAdminOrderQuery({ orderId });
  const timeline = useGetAdminOrderTimelineQuery({ orderId });
  const data = order.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-title"
      sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0 }}
    >
      <Button
        component={RouterLink}
        to={paths.orders}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1 }}
      >
        All orders
      </Button>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Typography id="order-title" variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          Order {data?.orderNumber ?? ''}
        </Typography>
        {data && <StatusChip status={data.fulfillmentStatus} />}
        {data && <MoneyFlags order={data} />}
      </Stack>
      {(order.isLoading || timeline.isLoading) && <CircularProgress aria-label="Loading order" />}
      {order.isError && (
        <Alert severity="error">{errorBodyMessage(order.error) ?? 'Failed to fetch the order'}</Alert>
      )}
      {timeline.isError && (
        <Alert severity="error">{errorBodyMessage(timeline.error) ?? 'Failed to fetch the timeline'}</Alert>
      )}
      {data && timeline.data && <OrderActions key={data.id} order={data} timeline={timeline.data} />}
      {data && (
        <Grid container spacing={3} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, lg: 7 }} sx={{ minWidth: 0 }}>
            <OrderSummary order={data} />
            <OrderProofs order={data} />
            <OrderClaims orderId={orderId} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }} sx={{ minWidth: 0 }}>
            {timeline.data && <OrderTimeline orderId={orderId} timeline={timeline.data} />}
          </Grid>
        </Grid>
      )}
    </Paper>
  );
}
