import type { RouteObject } from 'react-router';
import { ApplicationDetailsPage } from './applications/ApplicationDetailsPage.tsx';
import { MyApplicationsPage } from './applications/MyApplicationsPage.tsx';
import { CandidateHome } from './home/CandidateHome.tsx';
import { CandidateLayout } from './CandidateLayout.tsx';
import { CandidateProfilePage } from './CandidateProfilePage.tsx';
import { CvManagerPage } from './cv/CvManagerPage.tsx';
import { MyInterviewsPage } from './interviews/MyInterviewsPage.tsx';
import { SavedJobsPage } from './saved-jobs/SavedJobsPage.tsx';
import { SelfIdentificationPage } from './self-identification/SelfIdentificationPage.tsx';

/** The candidate area under /userdashboard. */
export const candidateRoutes: RouteObject = {
  path: 'userdashboard',
  element: <CandidateLayout />,
  children: [
    { index: true, element: <CandidateHome /> },
    { path: 'profile', element: <CandidateProfilePage /> },
    { path: 'saved-jobs', element: <SavedJobsPage /> },
    { path: 'cv', element: <CvManagerPage /> },
    { path: 'applications', element: <MyApplicationsPage /> },
    { path: 'applications/:jobId', element: <ApplicationDetailsPage /> },
    { path: 'interviews', element: <MyInterviewsPage /> },
    { path: 'self-identification', element: <SelfIdentificationPage /> },
  ],
};
