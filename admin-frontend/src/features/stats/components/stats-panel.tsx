import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { lazy, Suspense, useState } from 'react';
import { useGetAdminStatisticsQuery } from '../../../api/enhanced-api';
import { DateRangeFilter, presetRange, type DayRange } from '../../../components/date-range-filter';
import { ClaimsStatsTile } from '../../claims';
import { StatCards } from './stat-cards';

/** The charts load with their own chunk, when the Charts section is first opened. */
const StatsCharts = lazy(() => import('./stats-charts'));

/** The dashboard asks again this often while it is open (the server keeps its all-time totals 30 s). */
export const STATS_POLL_MS = 60_000;

/**
 * Stat cards, then the date range (default last 30 days) of the claims tiles (rate and cost) and of the charts
 * (revenue per day, orders by status). Fresh on every visit and every minute while open; the error-log and order
 * actions invalidate them too.
 */
export function StatsPanel() {
  const [range, setRange] = useState<DayRange>(() => presetRange('Last 30 days'));
  const stats = useGetAdminStatisticsQuery(
    { from: range.from, to: range.to },
    { pollingInterval: STATS_POLL_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  if (stats.isError && !stats.data) return <Alert severity="error">Failed to load statistics</Alert>;
  if (!stats.data) return <Skeleton variant="rounded" height={110} aria-label="Loading statistics" />;
  const data = stats.data;
  return (
    <Stack spacing={2}>
      <StatCards stats={data} />
      <div>
        <DateRangeFilter
          label="Date range"
          value={range}
          onChange={(next) => setRange(next.from ? next : presetRange('Last 30 days'))}
          presets={['Last 7 days', 'Last 30 days', 'Last year']}
        />
      </div>
      <ClaimsStatsTile range={range} />
      <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>Charts</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
            <StatsCharts stats={data} />
          </Suspense>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}
