import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { TOP_TABS } from '../../../config/paths';
import { HealthChip } from '../../health/components/health-chip';

/** Selected tab from the URL, so deep links and the back button keep the tabs in sync. */
function useSelectedTopTab(): string | false {
  const { pathname } = useLocation();
  const tab = TOP_TABS.find(({ match }) => pathname === match || pathname.startsWith(`${match}/`));
  return tab ? tab.match : false;
}

/** App bar 'PetArt Admin' with the API health chip, the top tabs, and the active tab's route below. */
export function AdminShell() {
  const selected = useSelectedTopTab();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="secondary">
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
            PetArt Admin
          </Typography>
          <HealthChip />
        </Toolbar>
        <Tabs
          value={selected}
          aria-label="Admin sections"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          textColor="inherit"
          indicatorColor="primary"
        >
          {TOP_TABS.map((tab) => (
            <Tab key={tab.match} label={tab.label} value={tab.match} component={RouterLink} to={tab.to} />
          ))}
        </Tabs>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
