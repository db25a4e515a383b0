import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { describeStaffActionDetail, STAFF_ACTION_LABELS } from '@petart/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListErrorLogsQuery, type ErrorLogDto } from '../../../api/enhanced-api';
import { formatDateTime } from '../../../components/format';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { ERROR_PAGE_SIZE } from '../dev-utils';
import { Pagination } from './error-logs-panel';

/** What recordAudit stores in an entry's context. */
type AuditContext = {
  actor?: { email?: string };
  outcome?: 'ok' | 'failed';
  target?: { type?: string; id?: string | null };
  detail?: unknown;
};

const contextOf = (entry: ErrorLogDto): AuditContext => entry.context ?? {};

/** A target kind that names no single order, claim or user, in words ('error_log' → 'error log'). */
const targetWords = (type: string | undefined): string =>
  !type || type === 'none' ? '' : type.replace(/[_-]+/g, ' ');

/**
 * The object of the entry as the server names it ("Order PA-7K3M9X" and its customer, "Claim on order PA-7K3M9X", a
 * user's email), linked to the page the server gives; an object deleted since says so, unlinked.
 */
function Subject({ entry }: { entry: ErrorLogDto }) {
  const subject = entry.subject;
  if (!subject) return <>{targetWords(contextOf(entry).target?.type)}</>;
  const customer = subject.type !== 'user' && subject.customerEmail ? ` · ${subject.customerEmail}` : '';
  if (!subject.href) return <>{subject.label}</>;
  return (
    <>
      <Link component={RouterLink} to={subject.href} underline="always">
        {subject.label}
      </Link>
      {customer}
    </>
  );
}

/** The actions staff can filter by: each stored action key, beside its words. */
const ACTION_OPTIONS = Object.entries(STAFF_ACTION_LABELS)
  .map(([action, label]) => ({ action, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

const COLUMNS: ResponsiveColumn<ErrorLogDto>[] = [
  {
    label: 'Action',
    primary: true,
    render: (entry) => entry.actionLabel ?? '',
  },
  {
    label: 'Outcome',
    card: 'chip',
    render: (entry) =>
      contextOf(entry).outcome === 'failed' ? (
        <Chip size="small" color="error" label="Failed" />
      ) : (
        <Chip size="small" variant="outlined" label="Done" />
      ),
  },
  { label: 'On', sx: { overflowWrap: 'anywhere' }, render: (entry) => <Subject entry={entry} /> },
  {
    label: 'Detail',
    sx: { overflowWrap: 'anywhere' },
    render: (entry) => describeStaffActionDetail(contextOf(entry).detail) ?? '',
  },
  {
    label: 'By',
    sx: { overflowWrap: 'anywhere' },
    render: (entry) => contextOf(entry).actor?.email ?? entry.userDetails?.email ?? '',
  },
  { label: 'When', render: (entry) => formatDateTime(entry.createdAt) },
];

/**
 * Dev > Audit Logs (read-only, product.md P12): every staff action in words, newest first, ten a page: what was done,
 * whether it worked, on which order, claim or user (linked to its page, with the order's number and customer), the
 * detail, who did it and when, in the app's date format. The server words each entry; the stored action key stays
 * at hand as the filter's values.
 */
export function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const { data, isLoading, isError } = useListErrorLogsQuery({
    limit: ERROR_PAGE_SIZE,
    offset: (page - 1) * ERROR_PAGE_SIZE,
    type: 'ADMIN_AUDIT',
    ...(action ? { action } : {}),
  });
  const entries = data?.errors ?? [];
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / ERROR_PAGE_SIZE));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="audit-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="audit-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Audit Logs
      </Typography>
      <TextField
        select
        size="small"
        label="Action"
        value={action}
        onChange={(event) => {
          setAction(event.target.value);
          setPage(1);
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      >
        <MenuItem value="">All actions</MenuItem>
        {ACTION_OPTIONS.map((option) => (
          <MenuItem key={option.action} value={option.action}>
            {option.label} ({option.action})
          </MenuItem>
        ))}
      </TextField>
      {isLoading ? <Typography>Loading...</Typography> : null}
      {isError ? <Typography color="error">Failed to load the audit log</Typography> : null}
      {!isLoading && !isError ? (
        <ResponsiveTable
          label="Audit log"
          columns={COLUMNS}
          rows={entries}
          rowKey={(entry) => entry.id}
          empty="No audit entries."
        />
      ) : null}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </Paper>
  );
}
