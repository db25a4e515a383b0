import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useAnalyzeBulkErrorsMutation,
  useAnalyzeErrorMutation,
  useCountErrorLogsQuery,
  useDeleteAllErrorLogsMutation,
  useDeleteErrorLogMutation,
  useDeleteErrorLogsMutation,
  useListErrorLogsQuery,
  useResolveErrorLogMutation,
  useResolveErrorLogsMutation,
  type BulkErrorAnalysisDto,
  type ErrorAnalysisDto,
  type ErrorLogDto,
} from '../../../api/enhanced-api';
import { CardList, usePhoneLayout } from '../../../components/card-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/format';
import { ERROR_PAGE_SIZE, fallbackAnalysis, pageItems, truncate } from '../dev-utils';
import { AnalysisDialog } from './analysis-dialog';
import { useToast } from '../hooks/use-toast';

const SEVERITY_COLOR = { critical: 'error', high: 'warning', medium: 'info', low: 'default' } as const;

/** The page buttons of a staff list of ten a page. */
export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (p: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <Stack direction="row" spacing={0.5} component="nav" aria-label="Pages" sx={{ mt: 2, flexWrap: 'wrap' }}>
      {pageItems(page, pageCount).map((item, index) =>
        item === null ? (
          <Typography key={`gap-${index}`} sx={{ px: 1 }}>
            ...
          </Typography>
        ) : (
          <Button
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'outlined'}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
    </Stack>
  );
}

function DetailsDialog({ entry, onClose }: { entry: ErrorLogDto | null; onClose: () => void }) {
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="error-details-title"
    >
      <DialogTitle id="error-details-title">Error Details</DialogTitle>
      {entry ? (
        <DialogContent>
          <Stack spacing={1}>
            <Typography>
              <strong>{entry.errorType}</strong> ({entry.severity}) - seen {entry.occurrences} time
              {entry.occurrences === 1 ? '' : 's'}, last {formatDateTime(entry.lastSeenAt)}
            </Typography>
            <Typography sx={{ wordBreak: 'break-word' }}>{entry.errorMessage}</Typography>
            <Typography variant="body2">
              User:{' '}
              {entry.userDetails
                ? `${entry.userDetails.email}${entry.userDetails.username ? ` (${entry.userDetails.username})` : ''}`
                : 'Anonymous'}
            </Typography>
            {entry.userAgent ? <Typography variant="body2">User agent: {entry.userAgent}</Typography> : null}
            {entry.stackTrace ? (
              <Box
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', fontSize: 12, bgcolor: 'action.hover', p: 1 }}
              >
                {entry.stackTrace}
              </Box>
            ) : null}
            {entry.context ? (
              <Box
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', fontSize: 12, bgcolor: 'action.hover', p: 1 }}
              >
                {JSON.stringify(entry.context, null, 2)}
              </Box>
            ) : null}
          </Stack>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Dev > Error Logs (type=exclude-audit): the list with selection, pagination of 10, details, resolve / delete (one,
 * selected, all) and the AI analysis dialogs (product.md P12, P6, P9). The audit trail has its own page
 * (AuditLogPanel).
 */
export function ErrorLogsPanel() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [details, setDetails] = useState<ErrorLogDto | null>(null);
  const [analysis, setAnalysis] = useState<{
    single?: ErrorAnalysisDto;
    bulk?: BulkErrorAnalysisDto;
    failed: boolean;
  } | null>(null);
  const mobile = usePhoneLayout();
  const { show, toast } = useToast();
  const { data, isLoading, isError } = useListErrorLogsQuery({
    limit: ERROR_PAGE_SIZE,
    offset: (page - 1) * ERROR_PAGE_SIZE,
    type: 'exclude-audit',
  });
  const { data: counts } = useCountErrorLogsQuery();
  const [resolveOne] = useResolveErrorLogMutation();
  const [resolveMany] = useResolveErrorLogsMutation();
  const [deleteOne] = useDeleteErrorLogMutation();
  const [deleteMany] = useDeleteErrorLogsMutation();
  const [deleteAll] = useDeleteAllErrorLogsMutation();
  const [confirmDeleteAll, setConfirmDeleteAll] = useState(false);
  const [analyze, analyzeState] = useAnalyzeErrorMutation();
  const [analyzeBulk, analyzeBulkState] = useAnalyzeBulkErrorsMutation();

  const errors = data?.errors ?? [];
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / ERROR_PAGE_SIZE));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selectedIds = [...selected];

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action();
      show(success);
    } catch {
      show(failure, 'error');
    }
  };

  const onResolveSelected = async () => {
    if (selectedIds.length === 0) return;
    try {
      const result = await resolveMany({ errorIdsDto: { ids: selectedIds } }).unwrap();
      show(
        result.resolved.length > 0 ? 'Errors resolved' : 'No action needed',
        result.resolved.length > 0 ? 'success' : 'info',
      );
      setSelected(new Set());
    } catch {
      show('Failed to resolve error', 'error');
    }
  };

  const onAnalyze = async (entry: ErrorLogDto) => {
    setAnalysis({ failed: false });
    try {
      const single = await analyze({
        analyzeErrorDto: {
          id: entry.id,
          errorType: entry.errorType,
          errorMessage: entry.errorMessage,
          stackTrace: entry.stackTrace,
          context: entry.context,
        },
      }).unwrap();
      setAnalysis({ single, failed: false });
    } catch (error) {
      setAnalysis({ single: fallbackAnalysis(error), failed: true });
    }
  };

  const onAnalyzeSelected = async () => {
    const chosen = errors.filter((e) => selected.has(e.id));
    if (chosen.length === 0) return;
    setAnalysis({ failed: false });
    try {
      const bulk = await analyzeBulk({
        analyzeBulkErrorsDto: {
          errors: chosen.map((e) => ({
            id: e.id,
            errorType: e.errorType,
            errorMessage: e.errorMessage,
            stackTrace: e.stackTrace,
          })),
        },
      }).unwrap();
      setAnalysis({ bulk, failed: false });
    } catch {
      setAnalysis({ single: fallbackAnalysis(undefined), failed: true });
    }
  };

  const selectBox = (entry: ErrorLogDto) => (
    <Checkbox
      checked={selected.has(entry.id)}
      onChange={() => toggle(entry.id)}
      slotProps={{ input: { 'aria-label': `Select ${entry.errorType} ${entry.id}` } }}
    />
  );
  const severityChip = (entry: ErrorLogDto) => (
    <Chip size="small" color={SEVERITY_COLOR[entry.severity]} label={entry.severity} />
  );
  const rowActions = (entry: ErrorLogDto) => (
    <>
      <Button size="small" onClick={() => setDetails(entry)}>
        Details
      </Button>
      <Button size="small" onClick={() => void onAnalyze(entry)}>
        Analyze
      </Button>
      {!entry.resolved ? (
        <Button
          size="small"
          onClick={() =>
            void run(
              () => resolveOne({ id: entry.id }).unwrap(),
              'Error marked as resolved',
              'Failed to resolve error',
            )
          }
        >
          Resolve
        </Button>
      ) : null}
      <Button
        size="small"
        color="error"
        onClick={() =>
          void run(() => deleteOne({ id: entry.id }).unwrap(), 'Error deleted', 'Failed to delete error')
        }
      >
        Delete
      </Button>
    </>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="errors-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography id="errors-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Error Logs
        </Typography>
        {counts ? (
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            {counts.unresolved} unresolved of {counts.total}
          </Typography>
        ) : null}
        <>
          <Button disabled={selectedIds.length === 0} onClick={() => void onResolveSelected()}>
            Resolve Selected
          </Button>
          <Button disabled={selectedIds.length === 0} onClick={() => void onAnalyzeSelected()}>
            Analyze Selected
          </Button>
          <Button
            color="error"
            disabled={selectedIds.length === 0}
            onClick={() =>
              void run(
                async () => {
                  await deleteMany({ errorIdsDto: { ids: selectedIds } }).unwrap();
                  setSelected(new Set());
                },
                'Errors deleted',
                'Failed to delete error',
              )
            }
          >
            Delete Selected
          </Button>
          {(counts?.total ?? 0) > 0 ? (
            <Button color="error" variant="outlined" onClick={() => setConfirmDeleteAll(true)}>
              Delete All
            </Button>
          ) : null}
          <ConfirmDialog
            open={confirmDeleteAll}
            title="Delete all error logs?"
            confirmLabel="Delete all"
            destructive
            onCancel={() => setConfirmDeleteAll(false)}
            onConfirm={() => {
              setConfirmDeleteAll(false);
              void run(() => deleteAll().unwrap(), 'All errors deleted', 'Failed to delete all errors');
            }}
          >
            All {counts?.total ?? 0} error logs are deleted for good; the audit log is kept.
          </ConfirmDialog>
        </>
      </Stack>
      {isLoading ? <Typography>Loading...</Typography> : null}
      {isError ? <Typography color="error">Failed to load error logs</Typography> : null}
      {!isLoading && errors.length === 0 && !isError ? (
        <Typography
          sx={{
            color: 'text.secondary',
          }}
        >
          No errors logged.
        </Typography>
      ) : null}
      {mobile ? (
        <CardList
          label="Error log"
          items={errors.map((entry) => ({
            key: entry.id,
            selected: selected.has(entry.id),
            leading: selectBox(entry),
            title: entry.errorType,
            chips: (
              <>
                {severityChip(entry)}
                {entry.resolved ? <Chip size="small" label="Resolved" /> : null}
              </>
            ),
            fields: [
              {
                label: 'Message',
                value: `${truncate(entry.errorMessage)}${entry.occurrences > 1 ? ` (x${entry.occurrences})` : ''}`,
              },
              { label: 'When', value: formatDateTime(entry.lastSeenAt) },
            ],
            actions: rowActions(entry),
          }))}
        />
      ) : null}
      {errors.length > 0 && !mobile ? (
        <Table size="small" aria-label="Error log">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Type</TableCell>
              <TableCell>Message</TableCell>
              <TableCell>Severity</TableCell>
              <TableCell>When</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((entry) => (
              <TableRow key={entry.id} hover selected={selected.has(entry.id)}>
                <TableCell padding="checkbox">{selectBox(entry)}</TableCell>
                <TableCell>
                  {entry.errorType}
                  {entry.resolved ? <Chip size="small" label="Resolved" sx={{ ml: 1 }} /> : null}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  {entry.errorMessage}
                  {entry.occurrences > 1 ? ` (x${entry.occurrences})` : ''}
                </TableCell>
                <TableCell>{severityChip(entry)}</TableCell>
                <TableCell>{formatDateTime(entry.lastSeenAt)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    {rowActions(entry)}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
      <DetailsDialog entry={details} onClose={() => setDetails(null)} />
      <AnalysisDialog
        open={analysis !== null}
        onClose={() => setAnalysis(null)}
        loading={analyzeState.isLoading || analyzeBulkState.isLoading}
        failed={analysis?.failed ?? false}
        analysis={analysis?.single}
        bulk={analysis?.bulk}
      />
      {toast}
    </Paper>
  );
}
