import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { StatsPanel } from './stats-panel';

/** The Dashboard tab: the stat cards and the charts, on a page of their own (not above every tab). */
export function DashboardPage() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tab-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="tab-title" variant="h4" component="h2" gutterBottom>
        Dashboard
      </Typography>
      <StatsPanel />
    </Paper>
  );
}
