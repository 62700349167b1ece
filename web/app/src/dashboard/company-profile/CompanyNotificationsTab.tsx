import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../dataProvider.ts';
import type { Company, CompanyNotificationPreferences } from '../../api/company.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { errorText, loose } from '../../forms/messages.ts';
import { ToggleList } from '../../settings/ToggleList.tsx';
import { useBanner } from '../../settings/useBanner.ts';

const defaults: CompanyNotificationPreferences = {
  emailNotifications: true,
  smsNotifications: false,
  pushNotifications: true,
  applicationUpdates: true,
  interviewReminders: true,
  systemAlerts: true,
  weeklyReports: false,
};
const names = Object.keys(defaults) as (keyof CompanyNotificationPreferences)[];

export function CompanyNotificationsTab({ company, canManage }: { company: Company; canManage: boolean }) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const say = loose(t);
  const [values, setValues] = useState<CompanyNotificationPreferences>({
    ...defaults,
    ...company.notificationPreferences,
  });
  const { banner, success, error, clear } = useBanner();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    clear();
    setBusy(true);
    try {
      setValues(await dataProvider.saveCompanyNotifications(values));
      success(t('settings.notificationsSaved'));
    } catch (caught) {
      error(errorText(t, caught, 'settings.notificationsFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {!canManage && <Alert severity="info">{t('companyProfile.readOnly')}</Alert>}
      <FormAlert message={banner?.message} severity={banner?.severity} />
      <ToggleList
        toggles={names.map((name) => ({
          name,
          label: say(`companyProfile.notifications.${name}`),
          description: say(`companyProfile.notifications.${name}Hint`),
        }))}
        values={values as unknown as Record<string, boolean>}
        onChange={(next) => setValues(next as unknown as CompanyNotificationPreferences)}
        disabled={!canManage}
      />
      {canManage && (
        <Box>
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {busy ? t('common.saving') : t('myProfile.savePreferences')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
