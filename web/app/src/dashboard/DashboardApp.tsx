import simpleRestProvider from 'ra-data-simple-rest';
import { Admin, defaultTheme, fetchUtils, Resource, type RaThemeOptions } from 'react-admin';
import { useMemo, useState } from 'react';
import { useLanguage } from '../providers/LanguageProvider.tsx';
import { themeOptions } from '../providers/theme.ts';
import { DashboardLayout } from './DashboardLayout.tsx';
import { createI18nProvider } from './i18nProvider.ts';
import { projectionsResource } from './projections.tsx';

/** ra's fetchJson drops its default Accept header when a request sets headers (simple-rest sets Range). */
function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return fetchUtils.fetchJson(url, { ...options, headers });
}

const dataProvider = simpleRestProvider('/api', httpClient);

/** The company area: react-admin under /dashboard, loaded lazily so public pages never download it. */
export default function DashboardApp() {
  const { language, direction } = useLanguage();
  const [i18nProvider] = useState(() => createI18nProvider(language));
  const theme = useMemo<RaThemeOptions>(() => {
    const ours = themeOptions(language, direction);
    return {
      ...defaultTheme,
      ...ours,
      palette: { ...defaultTheme.palette, ...ours.palette },
      components: { ...defaultTheme.components, ...ours.components },
    };
  }, [language, direction]);
  return (
    <Admin
      basename="/dashboard"
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={DashboardLayout}
      title="dashboard.title"
      disableTelemetry
    >
      <Resource {...projectionsResource} />
    </Admin>
  );
}
