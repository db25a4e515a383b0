import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme, type Breakpoint } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { memo, useDeferredValue, useState, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { useAuth, useHydrated } from '../../../auth';
import { BrandLogo } from '../../../components/layout';
import { useCartCount } from '../hooks/use-cart-count';
import { useLogout } from '../hooks/use-logout';
import { SidebarNav } from './sidebar-nav';

export const SIDEBAR_WIDTH = 264;
const DESKTOP_FROM: Breakpoint = 'md';

type Layout = 'desktop' | 'phone' | 'both';

/**
 * Which layout to render. One, not both with one hidden by CSS: on a phone the sidebar was the largest part of the
 * first render. Both only where the width is unknown: in the build's prerender (CSS then shows the right one), and
 * while the app adopts that page, which it does as it is before rendering the one layout.
 */
function useLayout(): Layout {
  const query = useTheme()
    .breakpoints.up(DESKTOP_FROM)
    .replace(/^@media( ?)/, '');
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => (window.matchMedia(query).matches ? 'desktop' : 'phone'),
    () => 'both',
  );
}

/**
 * Layout of /app/*: a fixed sidebar from `md`, a top bar with a slide-in drawer below it.
 *
 * While the app adopts the prerendered page the layout and the user are rendered as the page has them ('both', no
 * user), then as the app knows them. Both come from `useSyncExternalStore`, so React rendered and committed that
 * second pass at once, in the task that adopted the page: deferred, the urgent pass renders only this
 * wrapper, and the shell is rendered again in short, interruptible steps and committed in a task of its own. A shell
 * mounted by a navigation gets the current values at once.
 */
export function AppShell() {
  const layout = useDeferredValue(useLayout());
  const hydrated = useDeferredValue(useHydrated());
  return <AppShellBody layout={layout} hydrated={hydrated} />;
}

const AppShellBody = memo(function AppShellBody({ layout, hydrated }: { layout: Layout; hydrated: boolean }) {
  const auth = useAuth();
  const desktop = layout !== 'phone';
  const phone = layout !== 'desktop';
  // The prerendered page knows no user: the sidebar shows a placeholder until the app has adopted it.
  const user = hydrated ? auth.user : null;
  const isAdmin = hydrated && auth.isAdmin;
  const cartCount = useCartCount();
  const { logout, isLoggingOut } = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (hydrated && !user) return null;

  const nav = (onNavigate?: () => void) => (
    <SidebarNav
      user={user}
      isAdmin={isAdmin}
      cartCount={hydrated ? cartCount : 0}
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
            display: phone ? { xs: 'none', [DESKTOP_FROM]: 'block' } : 'block',
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
        {phone && (
          <>
            <AppBar
              position="sticky"
              sx={{
                display: desktop ? { [DESKTOP_FROM]: 'none' } : undefined,
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
});
