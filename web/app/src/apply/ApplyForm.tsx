import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Cv } from '../api/cvs.ts';
import { loginPathFor } from '../auth/paths.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { loose, tr } from '../forms/messages.ts';
import { applyCaps, dialCodes, type ApplyErrors, type ApplyValues } from './applyRules.ts';
import { CvChoice } from './CvChoice.tsx';
import { sentence } from '../i18n/isolate.tsx';
import { NoticeConsent } from '../privacy/NoticeConsent.tsx';

export type Banner = { kind: 'duplicate' } | { kind: 'authExpired' } | { kind: 'error'; text: string } | null;

export interface ApplyFormProps {
  mode: 'anonymous' | 'candidate';
  accountEmail?: string;
  values: ApplyValues;
  setValue: (name: keyof ApplyValues & string, value: string) => void;
  errors: ApplyErrors;
  savedCvs: Cv[] | null;
  cvChoice: string;
  onCvChoice: (choice: string) => void;
  file: File | null;
  onFile: (file: File) => void;
  onRemoveFile: () => void;
  submitting: boolean;
  progress: number | null;
  banner: Banner;
  /** Counts the server's refusals of the CV (the error then takes the focus). */
  cvRefused?: number;
  onSubmit: () => void;
}

/** The apply form's fields; state lives in the page so a failed submission keeps every answer. */
export function ApplyForm(props: ApplyFormProps) {
  const { t } = useTranslation();
  const say = loose(t);
  const location = useLocation();
  const { values, errors, mode, submitting } = props;
  const loginTo = loginPathFor(location);
  const bind = (name: keyof ApplyValues & string, label: string) => ({
    id: `apply-${name}`,
    name,
    label,
    value: values[name],
    onChange: (event: { target: { value: string } }) => props.setValue(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: tr(t, errors[name]),
    disabled: submitting,
    fullWidth: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2 }}
        aria-labelledby="apply-heading"
      >
        <Typography id="apply-heading" component="h2" variant="h5">
          {t('applyPage.heading')}
        </Typography>
        {mode === 'anonymous' ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={loginTo}>
                {t('applyPage.login')}
              </Button>
            }
          >
            {t('applyPage.haveAccount')}
          </Alert>
        ) : (
          <Typography color="text.secondary">
            {sentence(say, 'applyPage.signedInAs', { email: props.accountEmail ?? '' })}
          </Typography>
        )}
        {props.banner?.kind === 'duplicate' && (
          <Alert severity="warning" role="alert" data-testid="already-applied">
            {t('applyPage.alreadyApplied')}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                component={RouterLink}
                to="/userdashboard/applications"
              >
                {t('applyPage.viewApplications')}
              </Button>
              {mode === 'anonymous' && (
                <Button color="inherit" size="small" variant="outlined" component={RouterLink} to={loginTo}>
                  {t('applyPage.login')}
                </Button>
              )}
            </Box>
          </Alert>
        )}
        {props.banner?.kind === 'authExpired' && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={loginTo}>
                {t('applyPage.login')}
              </Button>
            }
          >
            {t('applyPage.authExpired')}
          </Alert>
        )}
        <FormAlert message={props.banner?.kind === 'error' ? props.banner.text : null} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            {...bind('fullName', t('applyPage.fullName'))}
            required={mode === 'anonymous'}
            autoComplete="name"
          />
          {mode === 'anonymous' ? (
            <TextField
              {...bind('email', t('applyPage.email'))}
              type="email"
              required
              autoComplete="email"
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          ) : (
            <TextField
              id="apply-email"
              label={t('applyPage.email')}
              value={props.accountEmail ?? ''}
              disabled
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            select
            id="apply-countryCode"
            label={t('applyPage.countryCode')}
            value={values.countryCode}
            onChange={(event) => props.setValue('countryCode', event.target.value)}
            disabled={submitting}
            sx={{ width: { xs: 130, sm: 170 }, flexShrink: 0 }}
            slotProps={{ select: { renderValue: (code) => <span dir="ltr">{String(code)}</span> } }}
          >
            {dialCodes.map((code) => (
              <MenuItem key={code} value={code}>
                <Box component="span" dir="ltr" sx={{ minWidth: 48, display: 'inline-block' }}>
                  {code}
                </Box>
                {say(`applyPage.dialCodes.c${code.slice(1)}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...bind('phone', t('applyPage.phone'))}
            type="tel"
            required={mode === 'anonymous'}
            autoComplete="tel-national"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
          />
        </Box>
        <TextField
          {...bind('portfolioUrl', t('applyPage.portfolioUrl'))}
          type="url"
          autoComplete="url"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            {...bind('expectedSalary', t('applyPage.expectedSalary'))}
            slotProps={{ htmlInput: { maxLength: applyCaps.expectedSalary } }}
          />
          <TextField
            {...bind('noticePeriod', t('applyPage.noticePeriod'))}
            slotProps={{ htmlInput: { maxLength: applyCaps.noticePeriod } }}
          />
        </Box>
        <TextField
          {...bind('coverLetter', t('applyPage.coverLetter'))}
          multiline
          minRows={5}
          slotProps={{ htmlInput: { maxLength: applyCaps.coverLetter } }}
        />
        <CvChoice
          savedCvs={props.savedCvs}
          choice={props.cvChoice}
          onChoice={props.onCvChoice}
          file={props.file}
          onFile={props.onFile}
          onRemoveFile={props.onRemoveFile}
          error={tr(t, errors.cv)}
          refused={props.cvRefused}
          progress={props.progress}
          disabled={submitting}
        />
        {submitting && props.progress !== null && (
          <LinearProgress variant="determinate" value={props.progress} aria-label={t('cvManager.uploadProgress')} />
        )}
        <NoticeConsent
          id="apply-acceptedNotices"
          checked={values.acceptedNotices === 'yes'}
          onChange={(checked) => props.setValue('acceptedNotices', checked ? 'yes' : '')}
          error={tr(t, errors.acceptedNotices)}
          disabled={submitting}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? t('applyPage.submitting') : t('applyPage.submit')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
