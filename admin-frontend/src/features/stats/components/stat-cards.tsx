import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { AdminStatisticsDto } from '../../../api/enhanced-api';
import { formatCents } from '../../../components/format';

/** The stat cards (product.md P12, and the Discounts card), from GET /api/admin/statistics. */
export function statCards(stats: AdminStatisticsDto): { label: string; value: string; hint: string }[] {
  return [
    {
      label: 'Active Users',
      value: String(stats.activeUsers),
      hint: `signed in within 30 days, of ${stats.userCount}`,
    },
    { label: 'Total Artworks', value: String(stats.artworkCount), hint: 'generated images' },
    { label: 'Uploaded Images', value: String(stats.uploadedImageCount), hint: 'photos uploaded' },
    { label: 'Orders', value: String(stats.orderCount), hint: `${stats.paidOrderCount} paid` },
    // Net: what the paid orders brought in, the refunds taken off and named.
    {
      label: 'Revenue',
      value: formatCents(stats.orderRevenue),
      hint: `net of ${formatCents(stats.refundedTotal)} refunded`,
    },
    {
      label: 'Discounts',
      value: formatCents(stats.discountTotal),
      hint: `given on ${stats.discountedOrderCount} paid orders`,
    },
    { label: 'Error Logs', value: String(stats.errorCount), hint: `${stats.unresolvedErrors} unresolved` },
  ];
}

export function StatCards({ stats }: { stats: AdminStatisticsDto }) {
  return (
    <Grid container spacing={2} component="ul" aria-label="Statistics" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {statCards(stats).map((card) => (
        <Grid key={card.label} size={{ xs: 6, sm: 4, lg: 2 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }} aria-label={card.label}>
            <CardContent>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {card.label}
              </Typography>
              <Typography variant="h5" component="p" data-testid={`stat-${card.label}`}>
                {card.value}
              </Typography>
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {card.hint}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
