import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { env } from '../../../config/env';
import { orderPath, paths } from '../../../config/paths';
import { formatDateTime } from '../../../components/format';
import {
  useGetAdapterStatusQuery,
  useListJobsQuery,
  useRetryJobMutation,
  useTriggerTestErrorMutation,
} from '../../../api/enhanced-api';
import type { OutboxJobDto, PortStatusDto } from '../../../api/generated';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { TEST_ERROR_TYPES } from '../api/dev-api';
import { useToast } from '../hooks/use-toast';

const STATUS_COLOR = { up: 'success', down: 'error', local: 'default', unchecked: 'warning' } as const;

/** Each port's adapter and whether its vendor answers: a table on a desktop, cards on a phone. */
const ADAPTER_COLUMNS: ResponsiveColumn<PortStatusDto>[] = [
  { label: 'Port', primary: true, render: (p) => p.port },
  { label: 'Adapter', render: (p) => p.adapter },
  {
    label: 'Vendor',
    card: 'chip',
    render: (p) => (
      <Chip size="small" color={STATUS_COLOR[p.status]} label={`${p.vendor ?? 'local'}: ${p.status}`} />
    ),
  },
  {
    label: 'Detail',
    sx: { overflowWrap: 'anywhere' },
    render: (p) => `${p.detail}${p.latencyMs !== null ? ` (${p.latencyMs} ms)` : ''}`,
  },
];

/** The states staff filter the jobs by ("open": all four). */
const JOB_FILTERS = ['open', 'queued', 'running', 'failed', 'dead'] as const;
type JobFilter = (typeof JOB_FILTERS)[number];
const JOB_FILTER_LABELS: Record<JobFilter, string> = {
  open: 'All',
  queued: 'Queued',
  running: 'Running',
  failed: 'Failed',
  dead: 'Dead',
};
/** failed: an attempt failed and the next waits; dead: no attempt left (staff retry it). */
const JOB_STATE_COLOR = {
  queued: 'default',
  running: 'info',
  failed: 'warning',
  dead: 'error',
  done: 'success',
} as const;

/** The jobs of the engine (the Retry action is added by the panel). */
const JOB_COLUMNS: ResponsiveColumn<OutboxJobDto>[] = [
  { label: 'Job', primary: true, render: (job) => job.kind },
  {
    label: 'Order',
    render: (job) =>
      job.orderId && job.orderNumber ? (
        <Link component={RouterLink} to={orderPath(job.orderId)}>
          {job.orderNumber}
        </Link>
      ) : (
        ''
      ),
  },
  {
    label: 'State',
    card: 'chip',
    render: (job) => <Chip size="small" color={JOB_STATE_COLOR[job.status]} label={job.status} />,
  },
  { label: 'Attempts', render: (job) => job.attempts },
  {
    label: 'Next run',
    render: (job) => (job.status === 'queued' || job.status === 'failed' ? formatDateTime(job.runAfter) : ''),
  },
  { label: 'Last error', sx: { wordBreak: 'break-word' }, render: (job) => job.lastError ?? '' },
];

/** Dev > Dev Tools: adapters and vendor health, the background jobs, the testError trigger, links out. */
export function DevToolsPanel() {
  const adapters = useGetAdapterStatusQuery();
  const [jobFilter, setJobFilter] = useState<JobFilter>('open');
  const jobs = useListJobsQuery({ status: jobFilter });
  const [retry] = useRetryJobMutation();
  const [trigger] = useTriggerTestErrorMutation();
  const { show, toast } = useToast();
  const jobColumns: ResponsiveColumn<OutboxJobDto>[] = [
    ...JOB_COLUMNS,
    {
      label: 'Actions',
      card: 'action',
      render: (job) =>
        job.status === 'failed' || job.status === 'dead' ? (
          <Button
            size="small"
            onClick={() =>
              void retry({ id: job.id })
                .unwrap()
                .then(
                  () => show('Job queued again'),
                  () => show('Failed to retry job', 'error'),
                )
            }
          >
            Retry
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack spacing={2} component="section" aria-labelledby="dev-tools-title">
      <Typography id="dev-tools-title" variant="h4" component="h2">
        Dev Tools
      </Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="adapters-title"
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="adapters-title" variant="h5" component="h3" sx={{ flexGrow: 1 }}>
            Adapters
          </Typography>
          <Button onClick={() => void adapters.refetch()}>Check again</Button>
        </Stack>
        <ResponsiveTable
          label="Adapters"
          columns={ADAPTER_COLUMNS}
          rows={adapters.data ?? []}
          rowKey={(port) => port.port}
        />
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="jobs-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="jobs-title" variant="h5" component="h3" gutterBottom>
          Background Jobs
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={jobFilter}
          onChange={(_event, value: JobFilter | null) => value && setJobFilter(value)}
          aria-label="Show jobs"
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {JOB_FILTERS.map((filter) => (
            <ToggleButton key={filter} value={filter}>
              {JOB_FILTER_LABELS[filter]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {jobs.data?.length === 0 ? (
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            {jobFilter === 'open' ? 'No queued, running, failed or dead jobs.' : `No ${jobFilter} jobs.`}
          </Typography>
        ) : null}
        {(jobs.data ?? []).length > 0 ? (
          <ResponsiveTable
            label="Jobs"
            columns={jobColumns}
            rows={jobs.data ?? []}
            rowKey={(job) => job.id}
          />
        ) : null}
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="test-errors-title"
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Typography id="test-errors-title" variant="h5" component="h3" gutterBottom>
          Test Errors
        </Typography>
        <Typography
          gutterBottom
          sx={{
            color: 'text.secondary',
          }}
        >
          Answers with each generation error type on purpose (testError); the error then appears in Error
          Logs.
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {TEST_ERROR_TYPES.map((type) => (
            <Button
              key={type}
              variant="outlined"
              onClick={() =>
                void trigger({ testErrorDto: { errorType: type } })
                  .unwrap()
                  .then(
                    () => show(`${type} did not fail`, 'error'),
                    () => show(`${type} triggered`, 'info'),
                  )
              }
            >
              {type}
            </Button>
          ))}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          <Link component={RouterLink} to={paths.debug}>
            Open /debug
          </Link>
          <Link href={`${env.shopUrl}/app/test-errors`} target="_blank" rel="noopener">
            Open /app/test-errors
          </Link>
        </Stack>
      </Paper>
      {toast}
    </Stack>
  );
}
