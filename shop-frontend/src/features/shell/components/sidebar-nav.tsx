import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CollectionsIcon from '@mui/icons-material/Collections';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { displayName, type AuthUser } from '../../../auth';
import { BrandLogo } from '../../../components/layout';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';

export interface SidebarNavProps {
  /** Null on the prerendered page, which knows no user: the card then holds a placeholder of the same size. */
  user: AuthUser | null;
  isAdmin: boolean;
  cartCount: number;
  onNavigate?: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

const COMING_SOON: readonly { label: string; icon: ReactNode }[] = [
  { label: 'Settings', icon: <SettingsIcon /> },
  { label: 'Gallery', icon: <CollectionsIcon /> },
  { label: 'Referrals', icon: <PeopleIcon /> },
];

/** Sidebar content of the app shell (product.md P12 App shell); shared by the desktop column and the mobile drawer. */
export function SidebarNav({
  user,
  isAdmin,
  cartCount,
  onNavigate,
  onLogout,
  isLoggingOut,
}: SidebarNavProps) {
  const items: NavItem[] = [
    { label: 'Create Art', to: paths.app.create, icon: <AddPhotoAlternateIcon /> },
    {
      label: 'Cart',
      to: paths.app.checkout,
      icon:
        cartCount > 0 ? (
          <Badge badgeContent={cartCount} color="primary" data-testid="cart-count">
            <ShoppingCartIcon />
          </Badge>
        ) : (
          <ShoppingCartIcon />
        ),
    },
    { label: 'Order History', to: paths.app.orderHistory, icon: <HistoryIcon /> },
    { label: 'Gift Cards', to: paths.app.giftCards, icon: <CardGiftcardIcon /> },
    { label: 'Support', to: paths.app.contact, icon: <SupportAgentIcon /> },
  ];
  const name = user ? displayName(user) : '';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ p: 2 }}>
        <BrandLogo />
      </Box>
      {/* The user card opens the account settings (the sidebar lists Settings under Coming Soon, as the product
          says; /app/settings is reached from here). */}
      <ListItemButton
        component={NavLink}
        to={paths.app.settings}
        onClick={onNavigate}
        data-testid="user-card"
        sx={{
          mx: 2,
          mb: 1,
          p: 1.5,
          gap: 1.5,
          flexGrow: 0,
          borderRadius: 2,
          bgcolor: 'action.hover',
          '&.active': { bgcolor: 'action.selected' },
        }}
      >
        <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap data-testid="user-card-name">
            {user ? name : <Skeleton width="70%" />}
          </Typography>
          {user && name !== user.email ? (
            <Typography
              variant="body2"
              noWrap
              sx={{
                color: 'text.secondary',
              }}
            >
              {user.email}
            </Typography>
          ) : null}
          <Typography
            variant="caption"
            noWrap
            component="p"
            sx={{
              color: 'text.secondary',
            }}
          >
            Account settings
          </Typography>
        </Box>
        <SettingsIcon fontSize="small" color="action" aria-hidden />
      </ListItemButton>
      <Box component="nav" aria-label="App" sx={{ flexGrow: 1 }}>
        <List>
          {items.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                onClick={onNavigate}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
          {isAdmin ? (
            <ListItem disablePadding>
              <ListItemButton component="a" href={env.adminUrl} target="_blank" rel="noopener noreferrer">
                <ListItemIcon>
                  <AdminPanelSettingsIcon />
                </ListItemIcon>
                <ListItemText primary="Admin" />
                <OpenInNewIcon fontSize="small" aria-hidden />
              </ListItemButton>
            </ListItem>
          ) : null}
        </List>
        <List
          aria-label="Coming Soon"
          subheader={<ListSubheader disableSticky>Coming Soon</ListSubheader>}
          // Muted with the secondary text colour (6.5:1), not with opacity (which fell below 4.5:1).
          sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { color: 'text.secondary' } }}
        >
          {COMING_SOON.map((item) => (
            <ListItem key={item.label} aria-disabled="true" data-testid="coming-soon-item">
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} disabled={isLoggingOut}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Log out" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
