import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sessionTimeouts } from '@tawzeef/identity/rules';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardDataProvider } from '../dataProvider.ts';
import { useCounts } from '../../i18n/plural.ts';
import type { SecuritySettings, UserProfile } from './types.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { errorText } from '../../forms/messages.ts';
import { useBanner } from '../../settings/useBanner.ts';

/** Two-factor switch and the idle timeout after which the server ends the session. */
export function SecuritySettingsForm({
  profile,
  onSaved,
}: {
  profile: UserProfile;
  onSaved: (p: UserProfile) => void;
}) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const counts = useCounts();
  const [values, setValues] = useState<SecuritySettings>(profile.securitySettings);
  const { banner, success, error, clear } = useBanner();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    clear();
    setBusy(true);
    try {
      const saved = await dataProvider.saveSecuritySettings(values);
      onSaved(saved);
      success(t('myProfile.securitySaved'));
    } catch (caught) {
      error(errorText(t, caught, 'myProfile.securityFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 480 }} component="section" aria-labelledby="security-settings-title">
      <Typography id="security-settings-title" component="h2" variant="h6">
        {t('myProfile.securitySettings')}
      </Typography>
      <FormAlert message={banner?.message} severity={banner?.severity} />
      <FormControlLabel
        control={
          <Switch
            checked={values.twoFactorEnabled}
            onChange={(event) => setValues({ ...values, twoFactorEnabled: event.target.checked })}
          />
        }
        label={t('myProfile.twoFactor')}
      />
      <TextField
        select
        id="field-sessionTimeout"
        label={t('myProfile.sessionTimeout')}
        value={values.sessionTimeout}
        onChange={(event) => setValues({ ...values, sessionTimeout: Number(event.target.value) })}
        helperText={t('myProfile.sessionTimeoutHint')}
      >
        {sessionTimeouts.map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {counts.count(minutes, 'minute')}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {busy ? t('common.saving') : t('myProfile.saveSecurity')}
        </Button>
      </Box>
    </Box>
  );
}
