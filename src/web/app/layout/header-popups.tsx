// The header's account menu and phone navigation drawer, loaded when first opened.
import { ShopTheme } from '../../components/shop-theme';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Logout from '@mui/icons-material/Logout';
import type { SessionUser } from '../../lib/auth-store';
import { paths } from '../../lib/paths';
import type { NavItem } from './nav-items';
import { Logo } from './logo';

export interface AccountMenuProps {
  anchor: HTMLElement | null;
  user: SessionUser;
  onClose: () => void;
  onGo: (to: string) => void;
  onSignOut: () => void;
}

function AccountMenuBody({ anchor, user, onClose, onGo: go, onSignOut }: AccountMenuProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="subtitle2">
          {user.firstName} {user.lastName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {user.phone}
        </Typography>
      </Box>
      <Divider />
      <MenuItem onClick={() => go(paths.profile)}>
        <ListItemIcon>
          <PersonOutline fontSize="small" />
        </ListItemIcon>
        Profile
      </MenuItem>
      <MenuItem onClick={() => go(paths.orders)}>
        <ListItemIcon>
          <ReceiptLongOutlined fontSize="small" />
        </ListItemIcon>
        My Orders
      </MenuItem>
      <MenuItem onClick={() => go(paths.myReviews)}>
        <ListItemIcon>
          <RateReviewOutlined fontSize="small" />
        </ListItemIcon>
        My Reviews
      </MenuItem>
      <MenuItem onClick={() => go(paths.wishlist)}>
        <ListItemIcon>
          <FavoriteBorder fontSize="small" />
        </ListItemIcon>
        Wishlist
      </MenuItem>
      <MenuItem onClick={() => go(paths.stockAlerts)}>
        <ListItemIcon>
          <NotificationsNoneOutlined fontSize="small" />
        </ListItemIcon>
        Back-in-stock alerts
      </MenuItem>
      <MenuItem onClick={() => go(paths.changePassword)}>
        <ListItemIcon>
          <LockOutlined fontSize="small" />
        </ListItemIcon>
        Change Password
      </MenuItem>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        Sign Out
      </MenuItem>
    </Menu>
  );
}

function NavDrawerBody({ open, items, onClose, onGo: go }: { open: boolean; items: NavItem[]; onClose: () => void; onGo: (to: string) => void }) {
  return (
    // Above the sticky header (z-index 1201, over MUI's app bars), as a modal: a drawer at MUI's own
    // drawer level (1200) opens under the header, whose bar then takes the taps meant for the first items.
    <Drawer open={open} onClose={onClose} sx={{ display: { md: 'none' }, zIndex: (t) => t.zIndex.modal }}>
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
  );
}

export function AccountMenu(props: AccountMenuProps) {
  return (
    <ShopTheme>
      <AccountMenuBody {...props} />
    </ShopTheme>
  );
}

export function NavDrawer(props: Parameters<typeof NavDrawerBody>[0]) {
  return (
    <ShopTheme>
      <NavDrawerBody {...props} />
    </ShopTheme>
  );
}
