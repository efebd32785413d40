// The shop's colours: the one list that both the MUI theme (components/theme.ts) and the plain CSS
// (the --color-* variables of app/base.css) follow. A test checks that the two agree.
export const PALETTE = {
  primary: '#1b2a4a',
  primaryLight: '#34497a',
  primaryDark: '#101a30',
  // Dark enough for white text at 4.5:1 (WCAG AA).
  secondary: '#b8500f',
  secondaryDark: '#803800',
  background: '#f5f6fa',
  paper: '#ffffff',
  text: '#1a1f2e',
  textSecondary: '#545b6b',
  success: '#1e7d45',
  error: '#c62828',
  warning: '#b45309',
  info: '#0b69a3',
  /** The warm accent of the dark header: the logo's arc and focus rings on dark ground. */
  accent: '#ff8a3d',
  /** The light grey behind product pictures, while they load and around their edges. */
  imageBackground: '#f3f4f8',
} as const;

/** The CSS variable of a palette colour: primaryLight is --color-primary-light. */
export const cssVariable = (name: keyof typeof PALETTE) => `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
