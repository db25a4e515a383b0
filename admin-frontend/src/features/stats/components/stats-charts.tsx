import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ADMIN_FULFILMENT_LABELS } from '@petart/domain';
import type { AdminStatisticsDto } from '../../../api/enhanced-api';

/** Net revenue per day (what paid orders brought in less what was refunded, USD) and orders by status over the range. */
export default function StatsCharts({ stats: data }: { stats: AdminStatisticsDto }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Typography variant="subtitle2">Net revenue per day (USD)</Typography>
        <LineChart
          height={260}
          xAxis={[{ scaleType: 'point', data: data.revenueByDay.map((d) => d.date) }]}
          series={[
            {
              data: data.revenueByDay.map((d) => d.revenue / 100),
              label: 'Net revenue',
              area: true,
              showMark: false,
            },
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="subtitle2">Orders by status</Typography>
        <BarChart
          height={260}
          xAxis={[
            { scaleType: 'band', data: data.ordersByStatus.map((s) => ADMIN_FULFILMENT_LABELS[s.status]) },
          ]}
          series={[{ data: data.ordersByStatus.map((s) => s.count), label: 'Orders' }]}
        />
      </Grid>
    </Grid>
  );
}
