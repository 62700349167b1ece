import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieNotice } from './CookieNotice.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { mainContentId, SkipLink } from './SkipLink.tsx';

export function SiteLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <CookieNotice />
      <ScrollRestoration />
    </Box>
  );
}
