import { createTheme, type Theme } from '@mui/material/styles';
import { AA_CONTRAST } from './color.js';
import {
  BREAKPOINTS,
  COLOR_SCHEME_ATTRIBUTE,
  THEME_BORDER_RADIUS,
  THEME_FONT_SIZE,
  THEME_PRIMARY,
  THEME_SPACING_UNIT,
} from './constants.js';

const grey = {
  50: '#F3F6F9',
  100: '#E5EAF2',
  200: '#DAE2ED',
  300: '#C5D0E0',
  400: '#AEBACB',
  500: '#99A7BB',
  600: '#6F7F95',
  700: '#576375',
  800: '#303740',
  900: '#1C2025',
};
const blueDark = {
  50: '#EAEDF1',
  100: '#DAE0E7',
  200: '#ACBAC8',
  300: '#7B91A7',
  400: '#4B5E71',
  500: '#3B4A59',
  600: '#2F3A46',
  700: '#1F262E',
  800: '#141A1F',
  900: '#101418',
};
const bodyFont =
  '"IBM Plex Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';

/**
 * The branding theme: primary hsl(210, 100%, 45%), radius 12, spacing 8, font size 14, light and
 * dark palettes as CSS variables so a mode switch needs no re-render. `dense` gives small sizes.
 */
export function createBrandingTheme(options: { dense?: boolean; direction?: 'ltr' | 'rtl' } = {}): Theme {
  const dense = options.dense ?? false;
  return createTheme({
    cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]`, cssVarPrefix: 'muidocs' },
    direction: options.direction ?? 'ltr',
    // Text on coloured surfaces (contained buttons, chips) picks white or black for WCAG AA, not MUI's 3:1.
    colorSchemes: {
      light: {
        palette: {
          contrastThreshold: AA_CONTRAST,
          primary: { main: THEME_PRIMARY },
          divider: grey[100],
          text: { primary: grey[900], secondary: grey[800] },
          grey,
          background: { default: '#fff', paper: '#fff' },
        },
      },
      dark: {
        palette: {
          contrastThreshold: AA_CONTRAST,
          primary: { main: '#3399FF' },
          divider: 'rgba(59, 74, 89, 0.4)',
          text: { primary: '#fff', secondary: grey[400] },
          grey,
          background: { default: blueDark[900], paper: blueDark[800] },
        },
      },
    },
    shape: { borderRadius: THEME_BORDER_RADIUS },
    spacing: THEME_SPACING_UNIT,
    breakpoints: { values: { ...BREAKPOINTS } },
    typography: {
      fontSize: THEME_FONT_SIZE,
      fontFamily: bodyFont,
      button: { textTransform: 'none', fontWeight: 700, letterSpacing: 0 },
    },
    components: dense
      ? {
          MuiButton: { defaultProps: { size: 'small' } },
          MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
          MuiListItem: { defaultProps: { dense: true } },
          MuiTable: { defaultProps: { size: 'small' } },
          MuiToolbar: { defaultProps: { variant: 'dense' } },
          MuiIconButton: { defaultProps: { size: 'small' } },
        }
      : {},
  });
}

export const palettes = { grey, blueDark };

// The branding theme uses CSS variables: MUI's ThemeProvider then takes their props (colorSchemeNode, ...).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
