import { createTheme } from '@mui/material/styles';
import { PALETTE as P } from './palette';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: P.primary, light: P.primaryLight, dark: P.primaryDark, contrastText: P.paper },
    secondary: { main: P.secondary, dark: P.secondaryDark, contrastText: P.paper },
    background: { default: P.background, paper: P.paper },
    text: { primary: P.text, secondary: P.textSecondary },
    success: { main: P.success },
    error: { main: P.error },
    warning: { main: P.warning },
    info: { main: P.info },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700, letterSpacing: -0.3 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
});
