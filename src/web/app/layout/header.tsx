import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from '../../lib/router';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Badge from '@mui/material/Badge';
import Avatar from '@mui/material/Avatar';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { useSession } from '../../lib/auth-store';
import { paths } from '../paths';
import { HeaderSearch } from './header-search';
import { navItemsFor } from './nav-items';
import { Logo } from './logo';

const AccountMenu = lazy(() => import('./header-popups').then((m) => ({ default: m.AccountMenu })));
const NavDrawer = lazy(() => import('./header-popups').then((m) => ({ default: m.NavDrawer })));

export interface HeaderProps {
  cartCount: number;
  onSignOut: () => void;
}

export function Header({ cartCount, onSignOut }: HeaderProps) {
  const session = useSession();
  const navigate = useNavigate();
  // The menu and the drawer are loaded when first opened (undefined / false until then).
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null | undefined>(undefined);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const items = navItemsFor(session?.user.roles);
  const initials = session ? `${session.user.firstName[0] ?? ''}${session.user.lastName[0] ?? ''}`.toUpperCase() || 'U' : '';

  const location = useLocation();
  // A link is current when path and query both match (the category links are searches).
  const isCurrent = (to: string) => {
    const url = new URL(to, 'http://x');
    return url.pathname === location.pathname && (url.search === '' ? location.pathname !== '/search' : url.search === location.search);
  };

  const go = (to: string) => {
    if (menuAnchor) setMenuAnchor(null);
    setDrawerOpen(false);
    navigate(to);
  };

  return (
    <AppBar position="sticky" color="primary" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 60, md: 68 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: { xs: 1, md: 0 } }}>
        <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }} sx={{ display: { md: 'none' } }}>
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
              {menuAnchor !== undefined && (
                <Suspense fallback={null}>
                  <AccountMenu anchor={menuAnchor} user={session.user} onClose={() => setMenuAnchor(null)} onGo={go} onSignOut={onSignOut} />
                </Suspense>
              )}
            </>
          ) : (
            <Button color="inherit" variant="outlined" component={RouterLink} to={paths.signIn} sx={{ borderColor: 'rgba(255,255,255,0.5)', whiteSpace: 'nowrap' }}>
              Sign In
            </Button>
          )}
        </Box>
      </Toolbar>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} items={items} onClose={() => setDrawerOpen(false)} onGo={go} />
        </Suspense>
      )}
    </AppBar>
  );
}
