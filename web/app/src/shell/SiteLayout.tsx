import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieNotice } from './CookieNotice.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { mainContentId, SkipLink } from './SkipLink.tsx';

export function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flexGrow: 1 }}>
        {children ?? <Outlet />}
      </Box>
      <SiteFooter />
      <CookieNotice />
      <ScrollRestoration />
    </Box>
  );
}
