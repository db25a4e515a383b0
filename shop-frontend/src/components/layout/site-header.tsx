import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths, type LandingSection } from '../../config/paths';
import { BrandLogo } from './brand-logo';
import { SECTION_LINKS, scrollToSection } from './section-links';

const importSiteHeaderMenu = () => import('./site-header-menu');
const SiteHeaderMenu = lazy(() => importSiteHeaderMenu().then((m) => ({ default: m.SiteHeaderMenu })));
/** Starts fetching the menu's chunk (a failure shows when the menu is opened, through the route's error screen). */
const loadSiteHeaderMenu = (): void => {
  importSiteHeaderMenu().catch(() => undefined);
};

export interface SiteHeaderProps {
  /** Signed-in visitors see 'Go to App' instead of Log In / Sign Up (wired to auth state in the auth issue). */
  signedIn?: boolean;
}

/** Public header: logo, section links, account buttons; below `md` everything moves into a drawer. */
export function SiteHeader({ signedIn = false }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's chunk is fetched when a visitor reaches for the menu button, and mounted from the first opening on.
  const [menuLoaded, setMenuLoaded] = useState(false);

  const onSectionClick = (section: LandingSection) => (event: MouseEvent) => {
    setMenuOpen(false);
    if (scrollToSection(section)) event.preventDefault();
  };

  const accountButtons = signedIn
    ? [{ label: 'Go to App', to: paths.app.create, variant: 'contained' as const }]
    : [
        { label: 'Log In', to: paths.auth(), variant: 'outlined' as const },
        { label: 'Sign Up', to: paths.auth({ tab: 'register' }), variant: 'contained' as const },
      ];

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <BrandLogo />
          <Box
            component="nav"
            aria-label="Sections"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, ml: 4 }}
          >
            {SECTION_LINKS.map(({ section, label }) => (
              <Button
                key={section}
                color="inherit"
                component={RouterLink}
                to={paths.homeSection(section)}
                onClick={onSectionClick(section)}
              >
                {label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
            {accountButtons.map((button) => (
              <Button key={button.label} variant={button.variant} component={RouterLink} to={button.to}>
                {button.label}
              </Button>
            ))}
          </Stack>
          <IconButton
            aria-label="Open menu"
            aria-controls={menuOpen ? 'mobile-menu' : undefined}
            aria-expanded={menuOpen}
            onPointerEnter={loadSiteHeaderMenu}
            onFocus={loadSiteHeaderMenu}
            onTouchStart={loadSiteHeaderMenu}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <SiteHeaderMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            onSectionClick={onSectionClick}
            accountButtons={accountButtons}
          />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
