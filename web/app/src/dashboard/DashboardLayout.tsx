import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppBar, Layout, LoadingIndicator, TitlePortal, useLocaleState, useTranslate } from 'react-admin';
import { useLanguage } from '../providers/LanguageProvider.tsx';
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx';
import { UserMenu } from '../shell/UserMenu.tsx';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { DashboardMenu } from './DashboardMenu.tsx';
import { NotificationBadge } from './notifications/NotificationBadge.tsx';
import { NotificationStreamProvider } from './notifications/NotificationStream.tsx';

/** The site's language is the one source of truth; react-admin's own locale follows it. */
function LocaleSync() {
  const { language } = useLanguage();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (locale !== language) setLocale(language);
  }, [language, locale, setLocale]);
  return null;
}

function DashboardAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      color="primary"
      userMenu={false}
      toolbar={
        <>
          <LanguageSwitch />
          <Button
            color="inherit"
            component={RouterLink}
            to="/"
            startIcon={<ArrowBack sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {translate('dashboard.backToSite')}
          </Button>
          <LoadingIndicator />
          <NotificationBadge />
          <UserMenu onPrimary />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

export function DashboardLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  useDocumentTitle(translate('dashboard.title'));
  return (
    <NotificationStreamProvider>
      <Layout appBar={DashboardAppBar} menu={DashboardMenu}>
        <LocaleSync />
        {children}
      </Layout>
    </NotificationStreamProvider>
  );
}
