import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../../auth';
import { BrandLogo } from '../../../components/layout';
import { useCartCount } from '../hooks/use-cart-count';
import { useLogout } from '../hooks/use-logout';
import { SidebarNav } from './sidebar-nav';

export const SIDEBAR_WIDTH = 264;

/** Layout of /app/*: a fixed sidebar from `md`, a top bar with a slide-in drawer below it. */
export function AppShell() {
  const { user, isAdmin } = useAuth();
  // One of the two layouts is rendered, not both with one hidden by CSS: on a phone the sidebar was the largest part
  // of the first render. `noSsr`: the first render already knows the width (nothing is rendered on a server here).
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const cartCount = useCartCount();
  const { logout, isLoggingOut } = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!user) return null;

  const nav = (onNavigate?: () => void) => (
    <SidebarNav
      user={user}
      isAdmin={isAdmin}
      cartCount={cartCount}
      onNavigate={onNavigate}
      onLogout={() => {
        setDrawerOpen(false);
        void logout();
      }}
      isLoggingOut={isLoggingOut}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* The column (background and border) stretches the full page height; only its content is sticky, so the
          sidebar's background never stops halfway down a long page. */}
      {desktop && (
        <Box
          component="aside"
          data-testid="sidebar"
          sx={{
            width: SIDEBAR_WIDTH,
            flexShrink: 0,
            alignSelf: 'stretch',
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}>{nav()}</Box>
        </Box>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {!desktop && (
          <>
            <AppBar
              position="sticky"
              sx={{
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Toolbar sx={{ gap: 1 }}>
                <IconButton aria-label="Open app menu" edge="start" onClick={() => setDrawerOpen(true)}>
                  <MenuIcon />
                </IconButton>
                <BrandLogo />
              </Toolbar>
            </AppBar>
            <Drawer
              anchor="left"
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
            >
              {nav(() => setDrawerOpen(false))}
            </Drawer>
          </>
        )}
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3, md: 4 } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
