import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../dataProvider.ts';
import type { NotificationSettings, UserProfile } from './types.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { errorText, loose } from '../../forms/messages.ts';
import { ToggleList } from '../../settings/ToggleList.tsx';
import { useBanner } from '../../settings/useBanner.ts';

const names: (keyof NotificationSettings)[] = [
  'emailDigest',
  'emailOnMention',
  'emailOnAssignment',
  'emailWeeklyReport',
  'browserNotifications',
  'smsReminders',
];

export function UserNotificationsTab({
  profile,
  onSaved,
}: {
  profile: UserProfile;
  onSaved: (p: UserProfile) => void;
}) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const say = loose(t);
  const [values, setValues] = useState<NotificationSettings>(profile.notificationSettings);
  const { banner, success, error, clear } = useBanner();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    clear();
    setBusy(true);
    try {
      const saved = await dataProvider.saveNotificationSettings(values);
      onSaved(saved);
      success(t('settings.notificationsSaved'));
    } catch (caught) {
      error(errorText(t, caught, 'settings.notificationsFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormAlert message={banner?.message} severity={banner?.severity} />
      <ToggleList
        toggles={names.map((name) => ({
          name,
          label: say(`myProfile.notifications.${name}`),
          description: say(`myProfile.notifications.${name}Hint`),
        }))}
        values={values as unknown as Record<string, boolean>}
        onChange={(next) => setValues(next as unknown as NotificationSettings)}
      />
      <Box>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {busy ? t('common.saving') : t('myProfile.savePreferences')}
        </Button>
      </Box>
    </Box>
  );
}
