import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { asApiError } from '../../dataProvider.ts';
import { ErrorPanel } from '../ErrorPanel.tsx';
import { applicationErrorText } from '../errors.ts';

/** The profile could not be read: "Candidate Not Found" for a 404, else the error with Retry and the way back. */
export function ProfileUnavailable(props: {
  error: unknown;
  variant: 'job' | 'pipeline';
  back: { to: string; label: string };
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const error = asApiError(props.error);
  if (error instanceof ApiError && error.status === 404)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="candidate-not-found">
        <Title title={t('companyApplications.profile.notFoundTitle')} />
        <Typography component="h1" variant="h5">
          {t('companyApplications.profile.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary">{t('companyApplications.profile.notFoundBody')}</Typography>
      </Paper>
    );
  const title =
    props.variant === 'job'
      ? t('companyApplications.profile.errorTitle')
      : t('companyApplications.profile.errorTitlePipeline');
  return (
    <>
      <Title title={title} />
      <ErrorPanel
        title={title}
        message={applicationErrorText(t, error, 'companyApplications.profile.errorFallback')}
        actions={
          <>
            <Button color="inherit" variant="outlined" size="small" onClick={props.onRetry}>
              {t('companyApplications.retry')}
            </Button>
            <Button color="inherit" size="small" component={RouterLink} to={props.back.to}>
              {props.back.label}
            </Button>
          </>
        }
      />
    </>
  );
}
