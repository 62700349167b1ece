import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CandidateHome } from './CandidateHome.tsx';
import { CandidateLayout } from './CandidateLayout.tsx';
import { CandidateProfilePage } from './CandidateProfilePage.tsx';
import { NotAvailableYet } from './NotAvailableYet.tsx';
import { SavedJobsPage } from './saved-jobs/SavedJobsPage.tsx';

const later = [
  { path: 'applications/*', key: 'candidate.menu.applications' },
  { path: 'cv', key: 'candidate.menu.cv' },
] as const;

function Later({ titleKey }: { titleKey: (typeof later)[number]['key'] }) {
  const { t } = useTranslation();
  return <NotAvailableYet title={t(titleKey)} backTo="/userdashboard" backLabel={t('common.backToDashboard')} />;
}

/** The candidate area under /userdashboard; menu pages later issues build say so plainly. */
export const candidateRoutes: RouteObject = {
  path: 'userdashboard',
  element: <CandidateLayout />,
  children: [
    { index: true, element: <CandidateHome /> },
    { path: 'profile', element: <CandidateProfilePage /> },
    { path: 'saved-jobs', element: <SavedJobsPage /> },
    ...later.map((page) => ({ path: page.path, element: <Later titleKey={page.key} /> })),
  ],
};
