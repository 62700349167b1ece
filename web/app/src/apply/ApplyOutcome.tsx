import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SelfIdOffer } from '../candidate/self-identification/SelfIdOffer.tsx';

/** The success screen (back to the job, all jobs) and the failure screen (Try Again, Browse All Jobs). */
export function ApplyOutcome({
  kind,
  jobId,
  message,
  signedIn,
  onRetry,
}: {
  kind: 'submitted' | 'failed';
  jobId: string;
  message?: string;
  signedIn: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ok = kind === 'submitted';
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
      data-testid={ok ? 'apply-success' : 'apply-failure'}
      role={ok ? 'status' : 'alert'}
    >
      {ok ? (
        <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
      ) : (
        <ErrorOutline color="error" sx={{ fontSize: 56 }} aria-hidden />
      )}
      <Typography ref={heading} tabIndex={-1} component="h1" variant="h4" sx={{ outline: 'none' }}>
        {ok ? t('applyPage.successTitle') : t('applyPage.failureTitle')}
      </Typography>
      <Typography sx={{ maxWidth: 560 }}>{ok ? t('applyPage.success') : message}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {ok ? (
          <>
            <Button variant="contained" component={RouterLink} to={`/jobs/${encodeURIComponent(jobId)}`}>
              {t('applyPage.backToJob')}
            </Button>
            <Button variant="outlined" component={RouterLink} to="/jobs">
              {t('applyPage.browseAll')}
            </Button>
            {signedIn && (
              <Button component={RouterLink} to="/userdashboard/applications">
                {t('applyPage.viewApplications')}
              </Button>
            )}
          </>
        ) : (
          <>
            <Button variant="contained" onClick={onRetry}>
              {t('applyPage.tryAgain')}
            </Button>
            <Button variant="outlined" component={RouterLink} to="/jobs">
              {t('applyPage.browseAll')}
            </Button>
          </>
        )}
      </Box>
      {ok && signedIn && <SelfIdOffer />}
    </Paper>
  );
}
