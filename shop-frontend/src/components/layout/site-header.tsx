import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths, type LandingSection } from '../../config/paths';
import { BrandLogo } from './brand-logo';
import { SECTION_LINKS, scrollToSection } from './section-links';
import { SITE_MENU } from './site-menu';

export interface SiteHeaderProps {
  /** Signed-in visitors see 'Go to App' instead of Log In / Sign Up (wired to auth state in the auth issue). */
  signedIn?: boolean;
}

/**
 * Public header: logo, section links, account buttons; below `md` everything moves into a menu. The menu is a native
 * `<details>` that opens without the app (./site-menu.ts closes it after a link, a tap outside or Escape).
 */
/** The landing page's section links (the bar and the phone menu); on the landing page they scroll in place. */
function SectionButtons({ sx }: { sx?: SxProps<Theme> }) {
  const onSectionClick = (section: LandingSection) => (event: MouseEvent) => {
    if (scrollToSection(section)) event.preventDefault();
  };
  return SECTION_LINKS.map(({ section, label }) => (
    <Button
      key={section}
      color="inherit"
      component={RouterLink}
      to={paths.homeSection(section)}
      onClick={onSectionClick(section)}
      {...(sx ? { sx } : {})}
    >
      {label}
    </Button>
  ));
}

export function SiteHeader({ signedIn = false }: SiteHeaderProps) {
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
            <SectionButtons />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
            {accountButtons.map((button) => (
              <Button key={button.label} variant={button.variant} component={RouterLink} to={button.to}>
                {button.label}
              </Button>
            ))}
          </Stack>
          <Box
            component="details"
            {...{ [SITE_MENU]: '' }}
            sx={{ display: { xs: 'block', md: 'none' }, '&[open] > summary': { bgcolor: 'action.hover' } }}
          >
            <Box
              component="summary"
              aria-label="Open menu"
              aria-controls="mobile-menu"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 48,
                height: 48,
                borderRadius: '50%',
                color: 'action.active',
                cursor: 'pointer',
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <MenuIcon />
            </Box>
            <Box
              component="nav"
              id="mobile-menu"
              aria-label="Mobile menu"
              sx={{
                position: 'absolute',
                top: '100%',
                left: 0,
                right: 0,
                zIndex: 1,
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderColor: 'divider',
                boxShadow: 4,
                p: 2,
              }}
            >
              <Stack spacing={0.5}>
                <SectionButtons sx={{ justifyContent: 'flex-start', py: 1.25 }} />
              </Stack>
              <Divider sx={{ my: 1 }} />
              <Stack spacing={1} sx={{ mt: 2 }}>
                {accountButtons.map((button) => (
                  <Button
                    key={button.label}
                    fullWidth
                    variant={button.variant}
                    component={RouterLink}
                    to={button.to}
                  >
                    {button.label}
                  </Button>
                ))}
              </Stack>
            </Box>
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
