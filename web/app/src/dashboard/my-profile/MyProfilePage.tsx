import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Title, useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../dataProvider.ts';
import { useLoad } from '../../api/useLoad.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { errorText, loose } from '../../forms/messages.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { ChangePasswordForm } from '../../settings/ChangePasswordForm.tsx';
import { UserAvatar } from '../../shell/UserAvatar.tsx';
import { SettingsTabs } from '../SettingsTabs.tsx';
import { PersonalInfoTab } from './PersonalInfoTab.tsx';
import { SecuritySettingsForm } from './SecuritySettingsForm.tsx';
import { UserNotificationsTab } from './UserNotificationsTab.tsx';
import { UserText } from '../../i18n/isolate.tsx';

/** My Profile: the company user's own settings in three tabs, all stored on the server. */
export function MyProfilePage() {
  const { t } = useTranslation();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const say = loose(t);
  const { user } = useAuth();
  const profile = useLoad(() => dataProvider.myProfile());
  const p = profile.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('myProfile.title')} />
      {profile.loading && !p ? (
        <PageSpinner label={t('myProfile.loading')} />
      ) : !p ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={profile.reload}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {errorText(t, profile.error, 'myProfile.loadFailed')}
        </Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}>
            <UserAvatar
              user={{ name: `${p.firstName} ${p.lastName}`, email: p.email, avatar: p.avatar }}
              sx={{ width: 64, height: 64, fontSize: 28 }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h1" variant="h5" noWrap>
                <UserText>{`${p.firstName} ${p.lastName}`.trim()}</UserText>
              </Typography>
              <Typography color="text.secondary" data-testid="profile-position">
                {p.position || (user?.role ? say(`team.roles.${user.role}`) : t('myProfile.defaultPosition'))}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {p.email}
              </Typography>
            </Box>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <SettingsTabs
              label={t('myProfile.title')}
              tabs={[
                {
                  value: 'personal',
                  label: t('myProfile.tabs.personal'),
                  render: () => <PersonalInfoTab profile={p} onSaved={profile.setData} />,
                },
                {
                  value: 'notifications',
                  label: t('myProfile.tabs.notifications'),
                  render: () => <UserNotificationsTab profile={p} onSaved={profile.setData} />,
                },
                {
                  value: 'security',
                  label: t('myProfile.tabs.security'),
                  render: () => (
                    <Box sx={{ display: 'grid', gap: 4 }}>
                      <ChangePasswordForm />
                      <SecuritySettingsForm profile={p} onSaved={profile.setData} />
                    </Box>
                  ),
                },
              ]}
            />
          </Paper>
        </>
      )}
    </Box>
  );
}
