import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { Title, useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useLoad } from '../../api/useLoad.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { PageSpinner } from '../../auth/guards.tsx';
import { errorText } from '../../forms/messages.ts';
import { ChangePasswordForm } from '../../settings/ChangePasswordForm.tsx';
import type { DashboardDataProvider } from '../dataProvider.ts';
import { SettingsTabs } from '../SettingsTabs.tsx';
import { CompanyDetailsTab } from './CompanyDetailsTab.tsx';
import { CompanyHeader } from './CompanyHeader.tsx';
import { CompanyNotificationsTab } from './CompanyNotificationsTab.tsx';
import { RetentionSettings } from './RetentionSettings.tsx';
import { SubscriptionTab } from './SubscriptionTab.tsx';
import { TeamMembersTab } from './TeamMembersTab.tsx';

export const managerRoles = ['OWNER', 'ADMIN'];

export function CompanyProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const company = useLoad((signal) => dataProvider.myCompany(signal));
  const canManage = managerRoles.includes(user?.role ?? '');
  const c = company.data;

  let body;
  if (company.loading && !c) body = <PageSpinner label={t('companyProfile.loading')} />;
  else if (!c) {
    const missing = company.error instanceof ApiError && company.error.status === 404;
    body = (
      <Alert
        severity={missing ? 'info' : 'error'}
        action={
          <Button color="inherit" size="small" onClick={company.reload}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {missing ? t('companyProfile.notFound') : errorText(t, company.error, 'companyProfile.loadFailed')}
      </Alert>
    );
  } else {
    body = (
      <>
        <CompanyHeader company={c} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <SettingsTabs
            label={t('companyProfile.title')}
            tabs={[
              {
                value: 'details',
                label: t('companyProfile.tabs.details'),
                render: () => <CompanyDetailsTab company={c} canManage={canManage} onSaved={company.setData} />,
              },
              {
                value: 'team',
                label: t('companyProfile.tabs.team'),
                render: () => <TeamMembersTab company={c} canManage={canManage} isOwner={user?.role === 'OWNER'} />,
              },
              {
                value: 'subscription',
                label: t('companyProfile.tabs.subscription'),
                render: () => <SubscriptionTab company={c} />,
              },
              {
                value: 'notifications',
                label: t('companyProfile.tabs.notifications'),
                render: () => <CompanyNotificationsTab company={c} canManage={canManage} />,
              },
              {
                value: 'security',
                label: t('companyProfile.tabs.security'),
                render: () => (
                  <Box sx={{ display: 'grid', gap: 3 }}>
                    <RetentionSettings canManage={canManage} />
                    <Divider />
                    <ChangePasswordForm />
                  </Box>
                ),
              },
            ]}
          />
        </Paper>
      </>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('companyProfile.title')} />
      {body}
    </Box>
  );
}
