import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths, type LandingSection } from '../../config/paths';
import { BrandLogo } from './brand-logo';
import { SECTION_LINKS } from './section-links';

export interface SiteHeaderMenuProps {
  open: boolean;
  onClose: () => void;
  onSectionClick: (section: LandingSection) => (event: MouseEvent) => void;
  accountButtons: { label: string; to: string; variant: 'contained' | 'outlined' }[];
}

/**
 * The public header's menu below `md` (a drawer). Its own chunk: the landing page does not load the drawer, list and
 * divider components until a visitor reaches for the menu (site-header.tsx).
 */
export function SiteHeaderMenu({ open, onClose, onSectionClick, accountButtons }: SiteHeaderMenuProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box id="mobile-menu" role="navigation" aria-label="Mobile menu" sx={{ width: 280, p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <BrandLogo />
          <IconButton aria-label="Close menu" onClick={onClose}>
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
              onClick={onClose}
            >
              {button.label}
            </Button>
          ))}
        </Stack>
      </Box>
    </Drawer>
  );
}
