import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths, type LandingSection } from '../../config/paths';
import { BrandLogo } from './brand-logo';
import { SECTION_LINKS, scrollToSection } from './section-links';

export interface SiteHeaderProps {
  /** Signed-in visitors see 'Go to App' instead of Log In / Sign Up (wired to auth state in the auth issue). */
  signedIn?: boolean;
}

/** Public header: logo, section links, account buttons; below `md` everything moves into a drawer. */
export function SiteHeader({ signedIn = false }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);

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
            onClick={() => setMenuOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="right" open={menuOpen} onClose={() => setMenuOpen(false)}>
        <Box id="mobile-menu" role="navigation" aria-label="Mobile menu" sx={{ width: 280, p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <BrandLogo />
            <IconButton aria-label="Close menu" onClick={() => setMenuOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <List>
            {SECTION_LINKS.map(({ section, label }) => (
              <ListItem key={section} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={paths.homeSection(section)}
                  onClick={onSectionClick(section)}
                >
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider sx={{ my: 1 }} />
          <Stack spacing={1} sx={{ mt: 2 }}>
            {accountButtons.map((button) => (
              <Button
                key={button.label}
                fullWidth
                variant={button.variant}
                component={RouterLink}
                to={button.to}
                onClick={() => setMenuOpen(false)}
              >
                {button.label}
              </Button>
            ))}
          </Stack>
        </Box>
      </Drawer>
    </AppBar>
  );
}
