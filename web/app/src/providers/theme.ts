import { createTheme, type ThemeOptions } from '@mui/material/styles';
import type { Direction, Language } from '../i18n/language.ts';

const latinFonts = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', '"Noto Sans"'];
const arabicFonts = [
  '"Noto Sans Arabic"',
  '"Noto Naskh Arabic"',
  '"Segoe UI"',
  'Tahoma',
  '"Geeza Pro"',
  '"Arabic UI Text"',
];

/** System fonts only: no web font is downloaded, and both lists cover Arabic script. */
export function fontStack(language: Language): string {
  const first = language === 'ar' ? arabicFonts : latinFonts;
  const second = language === 'ar' ? latinFonts : arabicFonts;
  return [...new Set([...first, ...second, 'Arial', 'sans-serif'])].join(', ');
}

export function themeOptions(language: Language, direction: Direction): ThemeOptions {
  return {
    direction,
    palette: {
      primary: { main: '#0f766e', dark: '#115e59', light: '#5eead4', contrastText: '#ffffff' },
      secondary: { main: '#b45309', contrastText: '#ffffff' },
      background: { default: '#f8fafc', paper: '#ffffff' },
      text: { primary: '#0f172a', secondary: '#475569' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fontStack(language),
      h1: { fontWeight: 800, letterSpacing: language === 'ar' ? 0 : '-0.02em' },
      h2: { fontWeight: 700, letterSpacing: language === 'ar' ? 0 : '-0.01em' },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: '3px solid #f59e0b', outlineOffset: 2 },
          },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: { '&:focus-visible': { outline: '3px solid #f59e0b', outlineOffset: 2, borderRadius: 2 } },
        },
      },
    },
  };
}

export function createAppTheme(language: Language, direction: Direction) {
  return createTheme(themeOptions(language, direction));
}
