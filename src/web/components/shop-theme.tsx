// The MUI theme around the screens that draw MUI components. Only they load it: the shop's own
// first screens (header, home, search, product, cart) are plain CSS and never wait for MUI.
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

export function ShopTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
