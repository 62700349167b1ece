import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from './account/ForgotPasswordPage.tsx';
import { JoinPage } from './account/JoinPage.tsx';
import { LoginPage } from './account/LoginPage.tsx';
import { ResetPasswordPage } from './account/ResetPasswordPage.tsx';
import { SignupPage } from './account/SignupPage.tsx';
import { candidateRoutes } from './candidate/candidateRoutes.tsx';
import { CompanyArea } from './dashboard/CompanyArea.tsx';
import { DashboardLoadError } from './dashboard/DashboardRoute.tsx';
import { NotFoundPage } from './errors/NotFoundPage.tsx';
import { RouteErrorPage } from './errors/RouteErrorPage.tsx';
import { ApplyPage } from './apply/ApplyPage.tsx';
import { AboutPage } from './public/AboutPage.tsx';
import { ContactPage } from './public/contact/ContactPage.tsx';
import { EmployersPage } from './public/EmployersPage.tsx';
import { JobDetailPage } from './public/jobs/JobDetailPage.tsx';
import { JobsPage } from './public/jobs/JobsPage.tsx';
import { LandingPage } from './public/LandingPage.tsx';
import { PrivacyPolicyPage } from './public/PrivacyPolicyPage.tsx';
import { AccountErasedPage } from './privacy/AccountErasedPage.tsx';
import { MyDataLinkPage } from './privacy/MyDataLinkPage.tsx';
import { SiteLayout } from './shell/SiteLayout.tsx';

/** Unknown paths fall through to the not-found page. */
export const routes: RouteObject[] = [
  {
    path: '/dashboard/*',
    element: <CompanyArea />,
    errorElement: <DashboardLoadError />,
  },
  // The interview rooms are full-screen and load livekit-client only when opened.
  {
    path: '/interview/:interviewId',
    errorElement: <RouteErrorPage />,
    lazy: () => import('./interview/InterviewRoomPage.tsx').then((m) => ({ Component: m.InterviewRoomPage })),
  },
  {
    // Variant B: /interview?jobId=…&phone=… creates the signed-in candidate's room (or ?token=…&roomName=…&serverUrl=…).
    path: '/interview',
    errorElement: <RouteErrorPage />,
    lazy: () => import('./interview/InterviewRoomPage.tsx').then((m) => ({ Component: m.InterviewRoomPage })),
  },
  {
    path: '/room/:roomId',
    errorElement: <RouteErrorPage />,
    lazy: () => import('./interview/ObserverRoomPage.tsx').then((m) => ({ Component: m.ObserverRoomPage })),
  },
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'jobs', element: <JobsPage /> },
          { path: 'jobs/:id', element: <JobDetailPage /> },
          { path: 'jobs/:id/apply', element: <ApplyPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'employers', element: <EmployersPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'my-data', element: <MyDataLinkPage /> },
          { path: 'account-erased', element: <AccountErasedPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'join', element: <JoinPage /> },
          candidateRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
