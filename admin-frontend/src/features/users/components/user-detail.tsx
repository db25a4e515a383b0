import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetAdminUserQuery } from '../../../api/enhanced-api';
import type { AdminUserOrderDto } from '../../../api/generated';
import { formatCents, formatDate } from '../../../components/format';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { StatusChip } from '../../../components/status-chip';
import { orderPath, paths } from '../../../config/paths';
import { AccountActions } from './account-actions';

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ py: 0.5 }}>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          minWidth: { xs: 110, sm: 150 },
        }}
      >
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * The customer's recent orders: a table on a desktop, cards on a phone (the order number links to its page). An
 * order's amount is what was paid, with what came back of it beneath, as the customer's totals count it.
 */
const ORDER_COLUMNS: ResponsiveColumn<AdminUserOrderDto>[] = [
  {
    label: 'Order ID',
    primary: true,
    render: (order) => (
      <Link component={RouterLink} to={orderPath(order.id)} sx={{ fontFamily: 'monospace' }}>
        {order.orderNumber}
      </Link>
    ),
  },
  { label: 'Date', render: (order) => formatDate(order.createdAt) },
  {
    label: 'Amount',
    align: 'right',
    render: (order) => (
      <>
        {formatCents(order.totalAmount)}
        {order.refundedAmount > 0 && (
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {`Refunded ${formatCents(order.refundedAmount)}`}
          </Typography>
        )}
      </>
    ),
  },
  { label: 'Status', card: 'chip', render: (order) => <StatusChip status={order.fulfillmentStatus} /> },
  {
    label: 'Print Type',
    render: (order) => (
      <Box component="span" sx={{ textTransform: 'capitalize' }}>
        {order.printType ?? '—'}
      </Box>
    ),
  },
];

function BackToUsers() {
  return (
    <Button component={RouterLink} to={paths.users} startIcon={<ArrowBackIcon />}>
      Back to Users
    </Button>
  );
}

/** User detail (product.md P12): basic information, shipping address, account metrics, the 10 most recent orders. */
export function UserDetail({ userId }: { userId: string }) {
  const user = useGetAdminUserQuery({ userId });
  if (user.isLoading) return <CircularProgress aria-label="Loading user" />;
  if (user.isError || !user.data) {
    const notFound = (user.error as { status?: unknown } | undefined)?.status === 404;
    return (
      <Stack
        spacing={2}
        sx={{
          alignItems: 'flex-start',
        }}
      >
        <BackToUsers />
        {notFound ? (
          <>
            <Typography variant="h4" component="h2">
              User Not Found
            </Typography>
            <Typography>The requested user could not be found.</Typography>
          </>
        ) : (
          <Alert severity="error">Failed to fetch user details</Alert>
        )}
      </Stack>
    );
  }
  const data = user.data;
  const fullName = [data.firstName, data.lastName].filter(Boolean).join(' ');
  const address = data.shippingInfo;
  const hasAddress = Boolean(address && (address.address1 || address.city || address.country));
  return (
    <Stack spacing={2}>
      <div>
        <BackToUsers />
      </div>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
        <Typography variant="h4" component="h2">
          User Details
        </Typography>
        <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {fullName || data.email}
        </Typography>
        <Chip color={data.isAdmin ? 'primary' : 'default'} label={data.isAdmin ? 'Admin' : 'Regular User'} />
        {data.disabled && <Chip color="error" label="Disabled" />}
      </Stack>
      <AccountActions user={data} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" component="section" aria-label="Basic Information" sx={{ height: '100%' }}>
            <CardHeader title="Basic Information" />
            <CardContent>
              <Row label="User ID" value={data.id} />
              <Row label="Email" value={data.email} />
              <Row label="Full Name" value={fullName || '—'} />
              <Row label="Phone" value={data.phone || '—'} />
              <Row
                label="Email Verified"
                value={
                  <Chip
                    size="small"
                    color={data.emailVerified ? 'success' : 'default'}
                    label={data.emailVerified ? 'Verified' : 'Unverified'}
                  />
                }
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" component="section" aria-label="Shipping Address" sx={{ height: '100%' }}>
            <CardHeader title="Shipping Address" />
            <CardContent>
              {hasAddress && address ? (
                <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
                  {address.address1}
                  {address.address2 && (
                    <>
                      <br />
                      {address.address2}
                    </>
                  )}
                  <br />
                  {[address.city, address.region, address.zip].filter(Boolean).join(', ')}
                  <br />
                  {address.countryName || address.country}
                </Typography>
              ) : (
                <Typography variant="body2">No shipping address on file</Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" component="section" aria-label="Account Metrics" sx={{ height: '100%' }}>
            <CardHeader title="Account Metrics" />
            <CardContent>
              <Row label="Total Orders" value={data.orderCount} />
              <Row label="Total Revenue" value={formatCents(data.totalRevenue)} />
              <Row label="Refunded" value={formatCents(data.totalRefunded)} />
              <Row label="Sessions" value={data.sessionCount} />
              <Row
                label="Last Uploaded Image"
                value={data.lastUploadedImageAt ? formatDate(data.lastUploadedImageAt) : 'Never'}
              />
              <Row
                label="Last Sign-in"
                value={data.lastLoginDate ? formatDate(data.lastLoginDate) : 'Never'}
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Card variant="outlined" component="section" aria-label="Recent Orders">
        <CardHeader title="Recent Orders" />
        <CardContent>
          {data.orders.length === 0 ? (
            <Typography variant="body2">No orders yet</Typography>
          ) : (
            <ResponsiveTable
              label="Recent orders"
              columns={ORDER_COLUMNS}
              rows={data.orders}
              rowKey={(order) => order.id}
            />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
