import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetAdminClaimStatsQuery } from '../../../api/enhanced-api';
import { rangeLabel, type DayRange } from '../../../components/date-range-filter';
import { formatCents } from '../../../components/format';
import { formatRate, statsWindow } from '../claim-rules';

/**
 * The dashboard's claims tiles for its date range: the claims rate (reports / orders delivered in the range) and
 * what the claims cost (refunds + reprints), from GET /api/admin/claims/stats.
 */
export function ClaimsStatsTile({ range }: { range: DayRange }) {
  const window = statsWindow(range);
  const stats = useGetAdminClaimStatsQuery(window ?? { from: '', to: '' }, {
    skip: !window,
    refetchOnMountOrArgChange: true,
  });
  if (!window) return null;
  if (stats.isError) return <Alert severity="error">Failed to load the claims statistics</Alert>;
  if (!stats.data) return <Skeleton variant="rounded" height={110} aria-label="Loading claims statistics" />;
  const data = stats.data;
  const tiles = [
    {
      label: 'Claims rate',
      value: formatRate(data.claimsRate),
      hint: `${data.claims} claims / ${data.deliveredOrders} delivered orders`,
    },
    {
      label: 'Claims cost',
      value: formatCents(data.costCents),
      hint: `refunds ${formatCents(data.refundCents)} + reprints ${formatCents(data.reprintCostCents)}`,
    },
  ];
  return (
    <Grid container spacing={2} component="ul" aria-label="Claims" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tiles.map((tile) => (
        <Grid key={tile.label} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }} aria-label={tile.label}>
            <CardContent>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {`${tile.label} · ${rangeLabel(range)}`}
              </Typography>
              <Typography variant="h5" component="p" data-testid={`stat-${tile.label}`}>
                {tile.value}
              </Typography>
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {tile.hint}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
