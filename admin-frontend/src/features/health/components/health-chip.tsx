import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { describeApiError } from '@petart/web-shared/api-error';
import { useGetHealthQuery } from '../../../api/enhanced-api';

/** How often the chip re-checks the API: often enough to notice an outage while working, cheap for the server. */
export const HEALTH_POLL_MS = 30_000;

/** Small status chip in the app bar: GET /api/health (status + database). */
export function HealthChip() {
  const { data, error, isLoading, isError } = useGetHealthQuery(undefined, {
    pollingInterval: HEALTH_POLL_MS,
  });

  if (isLoading) {
    return <Chip size="small" label="API: checking..." variant="outlined" sx={{ color: 'inherit' }} />;
  }
  if (isError || !data || data.status !== 'ok') {
    return (
      <Tooltip title={describeApiError(error)}>
        <Chip size="small" color="error" label="API: down" />
      </Tooltip>
    );
  }
  return (
    <Tooltip title={`Version ${data.version}, database ${data.database}, up ${data.uptimeSeconds}s`}>
      <Chip size="small" color="success" label="API: ok" />
    </Tooltip>
  );
}
