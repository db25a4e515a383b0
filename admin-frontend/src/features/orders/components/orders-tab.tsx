import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  FULFILMENT_LABELS,
  FULFILMENT_LIFECYCLES,
  SHIPPING_METHOD_LABELS,
  type FulfilmentLifecycle,
} from '@petart/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  ORDERS_POLL_MS,
  ORDERS_STALE_SECONDS,
  useGetAdminOrdersQuery,
  useSyncOrderStatusesMutation,
  type AdminOrderDto,
  type AdminOrdersPageDto,
} from '../../../api/enhanced-api';
import { DateRangeFilter, presetRange, type DayRange } from '../../../components/date-range-filter';
import { formatCents, formatDateTime } from '../../../components/format';
import { StatusChip } from '../../../components/status-chip';
import { useToast } from '../../../components/toast';
import { useDebounced } from '../../../components/use-debounced';
import { useAppStore } from '../../../auth/hooks';
import { orderPath } from '../../../config/paths';
import { downloadOrdersCsv } from '../api/export-csv';
import { BulkActions } from './bulk-actions';
import { MoneyFlags } from './money-flags';
import { EmptyRow, ListPagination, usePaging } from '../../../components/list-table';
import { CardList, usePhoneLayout } from '../../../components/card-list';

export const ORDER_PAGE_SIZES = [20, 50, 100];

/** The eight count cards (over the search and dates, any status). */
const COUNT_CARDS: { key: keyof AdminOrdersPageDto['counts']; label: string }[] = [
  { key: 'total', label: 'All Orders' },
  { key: 'pending', label: 'Pending' },
  { key: 'submitted', label: 'Submitted' },
  { key: 'inProduction', label: 'In Production' },
  { key: 'shipped', label: 'Shipped' },
  { key: 'delivered', label: FULFILMENT_LABELS.delivered },
  { key: 'cancelled', label: 'Canceled' },
  { key: 'error', label: 'Error / On Hold' },
];

/** Orders tab (product.md P12): search, status, date range, export, sync, refresh, counts, table; each order opens its page. */
export function OrdersTab() {
  const store = useAppStore();
  const toast = useToast();
  const phone = usePhoneLayout();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FulfilmentLifecycle | ''>('');
  const [range, setRange] = useState<DayRange>({});
  const { page, pageSize, withFirstPage, pager } = usePaging();
  const [exporting, setExporting] = useState(false);
  /** The orders ticked in the list (kept across pages and filters) for the bulk actions. */
  const [selected, setSelected] = useState<Record<string, AdminOrderDto>>({});
  const debouncedSearch = useDebounced(search.trim());
  const orders = useGetAdminOrdersQuery(
    {
      search: debouncedSearch || undefined,
      status: status || undefined,
      from: range.from,
      to: range.to,
      page: page + 1,
      pageSize,
    },
    {
      pollingInterval: ORDERS_POLL_MS,
      refetchOnFocus: true,
      refetchOnMountOrArgChange: ORDERS_STALE_SECONDS,
    },
  );
  const [sync, syncState] = useSyncOrderStatusesMutation();

  const runSync = async () => {
    try {
      const result = await sync().unwrap();
      toast({
        title: 'Status Sync Complete',
        description: `${result.synced} orders synced, ${result.failed} failed`,
        variant: result.failed > 0 ? 'destructive' : 'default',
      });
    } catch {
      toast({
        title: 'Sync Failed',
        description: 'The order statuses could not be synced with Printify.',
        variant: 'destructive',
      });
    }
  };

  const runExport = async () => {
    const exportRange = range.from && range.to ? range : presetRange('Last 30 days');
    setExporting(true);
    try {
      const name = await downloadOrdersCsv(store, exportRange.from ?? '', exportRange.to ?? '');
      toast({ title: 'Export Successful', description: `Saved ${name}` });
    } catch {
      toast({
        title: 'Export Failed',
        description: 'The orders could not be exported.',
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  const data = orders.data;
  const pageItems = data?.items ?? [];
  const selectedOnPage = pageItems.filter((order) => selected[order.id]).length;
  const toggle = (order: AdminOrderDto) =>
    setSelected(({ [order.id]: was, ...rest }) => (was ? rest : { ...rest, [order.id]: order }));
  const togglePage = () =>
    setSelected((current) => {
      const next = { ...current };
      const all = selectedOnPage === pageItems.length;
      for (const order of pageItems) {
        if (all) delete next[order.id];
        else next[order.id] = order;
      }
      return next;
    });
  const selectAllBox = (
    <Checkbox
      size="small"
      checked={pageItems.length > 0 && selectedOnPage === pageItems.length}
      indeterminate={selectedOnPage > 0 && selectedOnPage < pageItems.length}
      onChange={togglePage}
      slotProps={{ input: { 'aria-label': 'Select all orders on this page' } }}
    />
  );
  const selectBox = (order: AdminOrderDto) => (
    <Checkbox
      size="small"
      checked={Boolean(selected[order.id])}
      onChange={() => toggle(order)}
      slotProps={{ input: { 'aria-label': `Select order ${order.orderNumber}` } }}
    />
  );
  const registeredChip = <Chip size="small" variant="outlined" label="Registered User" />;
  const trackingLink = (order: AdminOrderDto) =>
    order.trackingUrl ? (
      <Link href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
        Track
      </Link>
    ) : (
      '—'
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tab-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="tab-title" variant="h4" component="h2" gutterBottom>
        Orders
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <TextField
          size="small"
          type="search"
          label="Search orders"
          placeholder="Email, name, order ID or phone"
          value={search}
          onChange={(event) => withFirstPage(setSearch)(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => withFirstPage(setStatus)(event.target.value as FulfilmentLifecycle | '')}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {FULFILMENT_LIFECYCLES.map((value) => (
            <MenuItem key={value} value={value}>
              {FULFILMENT_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFilter
          label="Date"
          value={range}
          onChange={withFirstPage(setRange)}
          presets={['Today', 'Yesterday', 'Last 7 days', 'Last 30 days']}
        />
        <Button variant="contained" onClick={() => void runExport()} disabled={exporting}>
          Export CSV
        </Button>
        <Button variant="outlined" onClick={() => void runSync()} disabled={syncState.isLoading}>
          Sync with Printify
        </Button>
        <IconButton aria-label="Refresh orders" onClick={() => void orders.refetch()}>
          <RefreshIcon />
        </IconButton>
      </Stack>

      {data && (
        <Grid
          container
          spacing={1}
          sx={{ mb: 2 }}
          component="ul"
          aria-label="Order counts"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {COUNT_CARDS.map((card) => (
            <Grid key={card.key} size={{ xs: 6, sm: 3, lg: 1.5 }} component="li">
              <Card variant="outlined" aria-label={card.label}>
                <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
                  <Typography
                    variant="caption"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    {card.label}
                  </Typography>
                  <Typography variant="h6" component="p">
                    {data.counts[card.key]}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}

      {orders.isError && <Alert severity="error">Failed to fetch orders</Alert>}
      {Object.keys(selected).length > 0 && (
        <BulkActions selected={Object.values(selected)} onClear={() => setSelected({})} />
      )}
      {phone ? (
        <>
          {pageItems.length > 0 && (
            <FormControlLabel control={selectAllBox} label="Select all orders on this page" sx={{ ml: 0 }} />
          )}
          <CardList
            label="Orders"
            empty={data ? 'No orders found' : undefined}
            items={pageItems.map((order) => ({
              key: order.id,
              selected: Boolean(selected[order.id]),
              leading: selectBox(order),
              title: (
                <Link component={RouterLink} to={orderPath(order.id)} sx={{ fontFamily: 'monospace' }}>
                  {order.orderNumber}
                </Link>
              ),
              chips: (
                <>
                  <StatusChip status={order.fulfillmentStatus} />
                  <MoneyFlags order={order} />
                </>
              ),
              fields: [
                { label: 'Date', value: formatDateTime(order.createdAt) },
                {
                  label: 'Customer',
                  value: (
                    <>
                      {order.customerEmail} {order.isUserRegistered && registeredChip}
                    </>
                  ),
                },
                { label: 'Amount', value: formatCents(order.totalAmount) },
                { label: 'Shipping', value: SHIPPING_METHOD_LABELS[order.shippingMethod] },
                { label: 'Tracking', value: trackingLink(order) },
              ],
            }))}
          />
        </>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Orders">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">{selectAllBox}</TableCell>
                <TableCell>Order ID</TableCell>
                <TableCell>Customer</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Shipping</TableCell>
                <TableCell>Payment</TableCell>
                <TableCell>Tracking</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.items.map((order) => (
                <TableRow key={order.id} hover selected={Boolean(selected[order.id])}>
                  <TableCell padding="checkbox">{selectBox(order)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>
                    <Link component={RouterLink} to={orderPath(order.id)}>
                      {order.orderNumber}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {order.customerEmail} {order.isUserRegistered && registeredChip}
                  </TableCell>
                  <TableCell>{formatDateTime(order.createdAt)}</TableCell>
                  <TableCell>
                    <StatusChip status={order.fulfillmentStatus} />
                  </TableCell>
                  <TableCell align="right">{formatCents(order.totalAmount)}</TableCell>
                  <TableCell>{SHIPPING_METHOD_LABELS[order.shippingMethod]}</TableCell>
                  <TableCell>
                    <MoneyFlags order={order} />
                  </TableCell>
                  <TableCell>{trackingLink(order)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      component={RouterLink}
                      to={orderPath(order.id)}
                      aria-label={`Details of order ${order.orderNumber}`}
                    >
                      Details
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {data && data.items.length === 0 && <EmptyRow colSpan={10}>No orders found</EmptyRow>}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination total={data?.total ?? 0} {...pager} options={ORDER_PAGE_SIZES} />
    </Paper>
  );
}
