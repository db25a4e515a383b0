import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { paths, TOP_TABS } from '../../config/paths';
import { ClaimsTabLabel } from '../../features/claims';
import { useCurrentAdmin, useSignOut } from '../../features/auth';
import { HealthChip } from '../../features/health';
import { useSlashFocusesSearch } from './use-slash-focuses-search';

/** Selected tab from the URL, so deep links and the back button keep the tabs in sync. */
function useSelectedTopTab(): string | false {
  const { pathname } = useLocation();
  const tab = TOP_TABS.find(({ match }) => pathname === match || pathname.startsWith(`${match}/`));
  return tab ? tab.match : false;
}

/**
 * App bar 'PetArt Admin' with the API health chip, the staff member and Sign out, the top tabs; the active tab's
 * route below (the stat cards and charts are the Dashboard tab's). `/` focuses the page's search field.
 */
export function AdminShell() {
  const selected = useSelectedTopTab();
  useSlashFocusesSearch();
  const admin = useCurrentAdmin();
  const signOut = useSignOut();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="secondary">
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1, whiteSpace: 'nowrap' }}>
            PetArt Admin
          </Typography>
          <HealthChip />
          {admin && (
            <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {admin.email}
            </Typography>
          )}
          <Button color="inherit" variant="outlined" size="small" onClick={() => void signOut()}>
            Sign out
          </Button>
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
            <Tab
              key={tab.match}
              label={tab.match === paths.claims ? <ClaimsTabLabel /> : tab.label}
              value={tab.match}
              component={RouterLink}
              to={tab.to}
            />
          ))}
        </Tabs>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1, sm: 2, md: 3 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
