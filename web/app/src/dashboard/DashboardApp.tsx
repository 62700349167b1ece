import Work from '@mui/icons-material/WorkOutlined';
import { Admin, CustomRoutes, defaultTheme, Loading, Resource, type RaThemeOptions } from 'react-admin';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Route } from 'react-router';
import { useLanguage } from '../providers/LanguageProvider.tsx';
import { themeOptions } from '../providers/theme.ts';
import { JobApplicationsPage } from './applications/JobApplicationsPage.tsx';
import { PipelinePage } from './applications/PipelinePage.tsx';
import { ApplicationProfilePage } from './applications/profile/ApplicationProfilePage.tsx';
import { CompanyProfilePage } from './company-profile/CompanyProfilePage.tsx';
import { DashboardLayout } from './DashboardLayout.tsx';
import { DashboardNotFound } from './DashboardNotFound.tsx';
import { DashboardHome } from './home/DashboardHome.tsx';
import { EditJobPage } from './jobs/EditJobPage.tsx';
import { JobList } from './jobs/JobList.tsx';
import { CreateJobPage } from './jobs/wizard/CreateJobPage.tsx';
import { dataProvider } from './dataProvider.ts';
import { createI18nProvider } from './i18nProvider.ts';
import { MyProfilePage } from './my-profile/MyProfilePage.tsx';
import { MessageDetailPage } from './messages/MessageDetailPage.tsx';
import { MessagesPage } from './messages/MessagesPage.tsx';
import { NotificationsPage } from './notifications/NotificationsPage.tsx';
import { DecisionLogPage } from './decision-log/DecisionLogPage.tsx';
import { BiasAuditPage } from './bias-audit/BiasAuditPage.tsx';
import { laterPages, LaterPage } from './LaterPage.tsx';

/** Analytics brings its charts; it downloads only when the page is opened. */
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage.tsx'));

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
      dashboard={DashboardHome}
      title="dashboard.title"
      catchAll={DashboardNotFound}
      disableTelemetry
    >
      <Resource name="jobs" list={JobList} create={CreateJobPage} edit={EditJobPage} icon={Work}>
        <Route path=":id/applications" element={<JobApplicationsPage />} />
        <Route path=":id/applications/:applicationId" element={<ApplicationProfilePage variant="job" />} />
      </Resource>
      {/* Listed under a job (/jobs/:id/applications) and in the pipeline (/candidates), the spec's routes. */}
      <Resource name="applications" />
      {/* Listed in the Company Profile's Team Members tab. */}
      <Resource name="members" />
      {/* Listed and opened under the spec's routes, /messages and /messages/:id. */}
      <Resource name="communications" />
      <Resource name="notifications" list={NotificationsPage} />
      <CustomRoutes>
        <Route path="/company-profile" element={<CompanyProfilePage />} />
        <Route path="/my-profile" element={<MyProfilePage />} />
        <Route path="/candidates" element={<PipelinePage />} />
        <Route path="/candidates/:id" element={<ApplicationProfilePage variant="pipeline" />} />
        <Route path="/messages" element={<MessagesPage />} />
        <Route path="/messages/:id" element={<MessageDetailPage />} />
        <Route path="/decision-log" element={<DecisionLogPage />} />
        <Route path="/bias-audit" element={<BiasAuditPage />} />
        <Route
          path="/analytics"
          element={
            <Suspense fallback={<Loading />}>
              <AnalyticsPage />
            </Suspense>
          }
        />
        {laterPages.map((page) => (
          <Route key={page.path} path={`/${page.path}/*`} element={<LaterPage titleKey={page.titleKey} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
