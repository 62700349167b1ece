import { Navigate, useLocation } from 'react-router';
import { RequireUser } from '../auth/guards.tsx';
import { paths } from '../auth/paths.ts';
import { CompanySetupPage } from '../company/CompanySetupPage.tsx';
import { SiteLayout } from '../shell/SiteLayout.tsx';
import { DashboardRoute } from './DashboardRoute.tsx';

/**
 * /dashboard/*: company users only. One without a company sets it up at /dashboard/company-profile, inside the
 * site shell and without the dashboard menu; react-admin is downloaded only once there is a company.
 */
export function CompanyArea() {
  const location = useLocation();
  return (
    <RequireUser userType="COMPANY">
      {(user) => {
        if (user.companyId) return <DashboardRoute />;
        if (location.pathname.replace(/\/$/, '') !== paths.companySetup)
          return <Navigate to={paths.companySetup} replace />;
        return (
          <SiteLayout>
            <CompanySetupPage />
          </SiteLayout>
        );
      }}
    </RequireUser>
  );
}
