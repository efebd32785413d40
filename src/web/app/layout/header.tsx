import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Badge from '@mui/material/Badge';
import Avatar from '@mui/material/Avatar';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import { useSession } from '../../lib/auth-store';
import { paths } from '../paths';
import { HeaderSearch } from './header-search';
import { navItemsFor } from './nav-items';
import { Logo } from './logo';

export interface HeaderProps {
  cartCount: number;
  onSignOut: () => void;
}

export function Header({ cartCount, onSignOut }: HeaderProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = navItemsFor(session?.user.roles);
  const initials = session ? `${session.user.firstName[0] ?? ''}${session.user.lastName[0] ?? ''}`.toUpperCase() || 'U' : '';

  const location = useLocation();
  // A link is current when path and query both match (the category links are searches).
  const isCurrent = (to: string) => {
    const url = new URL(to, 'http://x');
    return url.pathname === location.pathname && (url.search === '' ? location.pathname !== '/search' : url.search === location.search);
  };

  const go = (to: string) => {
    setMenuAnchor(null);
    setDrawerOpen(false);
    navigate(to);
  };

  return (
    <AppBar position="sticky" color="primary" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 60, md: 68 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: { xs: 1, md: 0 } }}>
        <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={() => setDrawerOpen(true)} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Logo />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 1 }} component="nav" aria-label="Main">
          {items.map((item) => (
            <Button
              key={item.to}
              component={RouterLink}
              to={item.to}
              color="inherit"
              aria-current={isCurrent(item.to) ? 'page' : undefined}
              sx={{ opacity: 0.9, whiteSpace: 'nowrap', '&[aria-current="page"]': { opacity: 1, bgcolor: 'rgba(255,255,255,0.12)' } }}
            >
              {item.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', order: { xs: 10, md: 0 }, flexBasis: { xs: '100%', md: 'auto' } }}>
          <HeaderSearch />
        </Box>
        <Box sx={{ ml: { xs: 'auto', md: 0 }, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton color="inherit" component={RouterLink} to={paths.cart} aria-label={`Cart, ${cartCount} items`}>
            <Badge badgeContent={cartCount} color="secondary" max={99} data-testid="cart-badge">
              <ShoppingCartOutlined />
            </Badge>
          </IconButton>
          {session ? (
            <>
              <IconButton onClick={(e: MouseEvent<HTMLElement>) => setMenuAnchor(e.currentTarget)} aria-label="Account menu" aria-haspopup="menu" size="small">
                <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 15 }}>{initials}</Avatar>
              </IconButton>
              <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
                <Box sx={{ px: 2, py: 1 }}>
                  <Typography variant="subtitle2">
                    {session.user.firstName} {session.user.lastName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {session.user.phone}
                  </Typography>
                </Box>
                <Divider />
                <MenuItem onClick={() => go(paths.profile)}>
                  <ListItemIcon><PersonOutline fontSize="small" /></ListItemIcon>Profile
                </MenuItem>
                <MenuItem onClick={() => go(paths.orders)}>
                  <ListItemIcon><ReceiptLongOutlined fontSize="small" /></ListItemIcon>My Orders
                </MenuItem>
                <MenuItem onClick={() => go(paths.changePassword)}>
                  <ListItemIcon><LockOutlined fontSize="small" /></ListItemIcon>Change Password
                </MenuItem>
                <Divider />
                <MenuItem
                  onClick={() => {
                    setMenuAnchor(null);
                    onSignOut();
                  }}
                >
                  <ListItemIcon><Logout fontSize="small" /></ListItemIcon>Sign Out
                </MenuItem>
              </Menu>
            </>
          ) : (
            <Button color="inherit" variant="outlined" component={RouterLink} to={paths.signIn} sx={{ borderColor: 'rgba(255,255,255,0.5)', whiteSpace: 'nowrap' }}>
              Sign In
            </Button>
          )}
        </Box>
      </Toolbar>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} sx={{ display: { md: 'none' } }}>
        <Box sx={{ width: 270, pt: 2 }} role="navigation" aria-label="Main">
          <Box sx={{ px: 2, pb: 2, color: 'primary.main' }}>
            <Logo dark />
          </Box>
          <Divider />
          <List>
            {items.map((item) => (
              <ListItemButton key={item.to} onClick={() => go(item.to)}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
