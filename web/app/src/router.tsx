import { createBrowserRouter, type RouteObject } from 'react-router';
import { DashboardLoadError, DashboardRoute } from './dashboard/DashboardRoute.tsx';
import { NotFoundPage } from './errors/NotFoundPage.tsx';
import { RouteErrorPage } from './errors/RouteErrorPage.tsx';
import { AboutPage } from './public/AboutPage.tsx';
import { EmployersPage } from './public/EmployersPage.tsx';
import { LandingPage } from './public/LandingPage.tsx';
import { SiteLayout } from './shell/SiteLayout.tsx';

/**
 * Pages not built yet (/jobs, /contact, /login, /signup, the candidate area) fall through to the
 * not-found page until their issues add them here.
 */
export const routes: RouteObject[] = [
  {
    path: '/dashboard/*',
    element: <DashboardRoute />,
    errorElement: <DashboardLoadError />,
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
          { path: 'about', element: <AboutPage /> },
          { path: 'employers', element: <EmployersPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
