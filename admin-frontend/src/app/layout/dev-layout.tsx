import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { DEV_TABS } from '../../config/paths';

/** Dev tab: its own sub-tabs, each a route. */
export function DevLayout() {
  const { pathname } = useLocation();
  const selected = DEV_TABS.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  return (
    <Box>
      <Tabs
        value={selected ? selected.to : false}
        aria-label="Dev tools"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {DEV_TABS.map((tab) => (
          <Tab key={tab.to} label={tab.label} value={tab.to} component={RouterLink} to={tab.to} />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}
