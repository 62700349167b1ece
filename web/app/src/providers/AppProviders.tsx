import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { emotionCacheFor } from './emotionCache.ts';
import { LanguageProvider, useLanguage } from './LanguageProvider.tsx';
import { createAppTheme } from './theme.ts';

const globalStyles = {
  ':focus-visible': { outline: '3px solid #f59e0b', outlineOffset: '2px' },
  'main:focus': { outline: 'none' },
};

function DirectionalTheme({ children }: { children: ReactNode }) {
  const { language, direction } = useLanguage();
  const theme = useMemo(() => createAppTheme(language, direction), [language, direction]);
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={globalStyles} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <DirectionalTheme>{children}</DirectionalTheme>
    </LanguageProvider>
  );
}
