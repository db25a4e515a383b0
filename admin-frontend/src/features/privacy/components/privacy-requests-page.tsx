import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useListAdminPrivacyRequestsQuery, type StaffPrivacyRequestDto } from '../../../api/enhanced-api';
import { formatDateTime } from '../../../components/format';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';

/** How each state reads, and its colour (done green, waiting neutral, stopped grey, failed red). */
const STATES: Record<string, { label: string; color: 'default' | 'success' | 'warning' | 'error' | 'info' }> =
  {
    preparing: { label: 'Preparing', color: 'info' },
    ready: { label: 'Ready (link emailed)', color: 'success' },
    expired: { label: 'Link expired', color: 'default' },
    failed: { label: 'Failed', color: 'error' },
    awaiting_confirmation: { label: 'Waiting for the emailed link', color: 'warning' },
    superseded: { label: 'Replaced by a newer request', color: 'default' },
    confirmed: { label: 'Confirmed, deleting', color: 'info' },
    completed: { label: 'Account deleted', color: 'success' },
  };

function StateChip({ request }: { request: StaffPrivacyRequestDto }) {
  const state = STATES[request.state] ?? { label: request.state, color: 'default' as const };
  return <Chip size="small" label={state.label} color={state.color} variant="outlined" />;
}

const COLUMNS: readonly ResponsiveColumn<StaffPrivacyRequestDto>[] = [
  {
    label: 'Request',
    primary: true,
    sx: { fontWeight: 600 },
    render: (request) => (request.kind === 'export' ? 'Data export' : 'Account deletion'),
  },
  { label: 'State', card: 'chip', render: (request) => <StateChip request={request} /> },
  {
    label: 'Customer',
    render: (request) => request.email ?? `Deleted customer (${request.userId.slice(0, 8)})`,
  },
  { label: 'Asked', render: (request) => formatDateTime(request.createdAt) },
  {
    label: 'Done',
    render: (request) => (request.completedAt ? formatDateTime(request.completedAt) : '—'),
  },
  {
    label: 'Note',
    render: (request) =>
      request.error ??
      (request.linkExpiresAt && request.kind === 'export'
        ? `Link until ${formatDateTime(request.linkExpiresAt)}`
        : ''),
  },
];

/**
 * The customers' data export and account deletion requests, newest first, with where each stands. Each step is in the
 * audit trail (Dev, Audit Logs: target privacy_request). Once an account is deleted its email is gone; the request
 * keeps the bare account id. Cards on a phone (D-158).
 */
export function PrivacyRequestsPage() {
  const list = useListAdminPrivacyRequestsQuery({}, { refetchOnMountOrArgChange: true });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tab-title"
      sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0 }}
    >
      <Typography id="tab-title" variant="h4" component="h2" gutterBottom>
        Privacy Requests
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Data exports and account deletions customers asked for in Settings. Every step is in the audit log.
      </Typography>
      {list.isLoading && <CircularProgress aria-label="Loading privacy requests" />}
      {list.isError && (
        <Alert severity="error">
          {errorBodyMessage(list.error) ?? 'Failed to fetch the privacy requests'}
        </Alert>
      )}
      {list.data && (
        <ResponsiveTable
          label="Privacy requests"
          columns={COLUMNS}
          rows={list.data.items}
          rowKey={(request) => request.id}
          empty="No requests yet."
          hover
        />
      )}
    </Paper>
  );
}
