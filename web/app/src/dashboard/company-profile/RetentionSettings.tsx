import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RETENTION_MONTHS, validRetentionMonths } from '@tawzeef/identity/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retentionApi } from '../../api/retention.ts';
import { useLoad } from '../../api/useLoad.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { errorText } from '../../forms/messages.ts';
import { useBanner } from '../../settings/useBanner.ts';

/**
 * The company's retention period for candidates it did not hire (issue #22), in the Security tab: months after the
 * last activity, checked here with the server's own rule and range, saved by owners and admins.
 */
export function RetentionSettings({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const setting = useLoad((signal) => retentionApi.setting(signal));
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const { banner, success, error, clear } = useBanner();
  useEffect(() => {
    if (setting.data) setValue(String(setting.data.months));
  }, [setting.data]);
  const range = { min: RETENTION_MONTHS.min, max: RETENTION_MONTHS.max, default: RETENTION_MONTHS.default };
  const months = Number(value);
  const invalid = value.trim() !== '' && !validRetentionMonths(months);

  const save = async () => {
    clear();
    if (!validRetentionMonths(months)) return;
    setBusy(true);
    try {
      setting.setData(await retentionApi.save(months));
      success(t('retention.settings.saved'));
    } catch (caught) {
      error(errorText(t, caught, 'retention.settings.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="retention-title"
      sx={{ display: 'grid', gap: 2 }}
      data-testid="retention-settings"
    >
      <Typography id="retention-title" component="h2" variant="h6">
        {t('retention.settings.title')}
      </Typography>
      <Typography color="text.secondary">{t('retention.settings.intro')}</Typography>
      {setting.loading && !setting.data ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
          <CircularProgress size={18} />
          <Typography color="text.secondary">{t('retention.settings.loading')}</Typography>
        </Box>
      ) : !setting.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={setting.reload}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {errorText(t, setting.error, 'retention.settings.failed')}
        </Alert>
      ) : (
        <>
          {!canManage && <Alert severity="info">{t('retention.settings.readOnly')}</Alert>}
          <FormAlert message={banner?.message} severity={banner?.severity} />
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <TextField
              label={t('retention.settings.months')}
              type="number"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              disabled={!canManage || busy}
              error={invalid}
              helperText={invalid ? t('retention.settings.invalid', range) : t('retention.settings.hint', range)}
              slotProps={{ htmlInput: { min: range.min, max: range.max, step: 1, inputMode: 'numeric' } }}
              sx={{ width: { xs: '100%', sm: 280 } }}
            />
            {canManage && (
              <Button
                type="submit"
                variant="contained"
                disabled={busy || invalid || value.trim() === ''}
                sx={{ mt: { sm: 1 } }}
              >
                {busy ? t('common.saving') : t('retention.settings.save')}
              </Button>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('retention.settings.notice')}
          </Typography>
        </>
      )}
    </Box>
  );
}
