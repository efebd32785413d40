import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1b2a4a', light: '#34497a', dark: '#101a30', contrastText: '#ffffff' },
    // Dark enough for white text at 4.5:1 (WCAG AA).
    secondary: { main: '#b8500f', contrastText: '#ffffff' },
    background: { default: '#f5f6fa', paper: '#ffffff' },
    text: { primary: '#1a1f2e', secondary: '#545b6b' },
    success: { main: '#1e7d45' },
    error: { main: '#c62828' },
    warning: { main: '#b45309' },
    info: { main: '#0b69a3' },
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
