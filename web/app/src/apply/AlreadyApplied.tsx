import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { applicationForJob, type ExistingApplication } from '../api/applications-candidate.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { loose } from '../forms/messages.ts';
import { formatDate } from '../jobs/format.ts';
import { useLanguage } from '../providers/LanguageProvider.tsx';

/** The signed-in candidate's application to the job: undefined while asking, null when there is none. */
export function useExistingApplication(jobId: string): ExistingApplication | null | undefined {
  const { user, status } = useAuth();
  const isCandidate = user?.userType === 'CANDIDATE';
  const [found, setFound] = useState<{ jobId: string; application: ExistingApplication | null } | null>(null);
  useEffect(() => {
    if (!isCandidate || !jobId) return undefined;
    const controller = new AbortController();
    applicationForJob(jobId, controller.signal).then(
      (application) => setFound({ jobId, application }),
      () => {
        if (!controller.signal.aborted) setFound({ jobId, application: null });
      },
    );
    return () => controller.abort();
  }, [isCandidate, jobId, user?.id]);
  if (status === 'loading') return undefined;
  if (!isCandidate) return null;
  return found?.jobId === jobId ? found.application : undefined;
}

export const applicationPath = (jobId: string) => `/userdashboard/applications/${encodeURIComponent(jobId)}`;

/** "You have already applied": when, the status, and the way to the application. */
export function AlreadyApplied({ application }: { application: ExistingApplication }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const status = loose(t)(`myApplications.filter.${application.displayStatus}`, {
    defaultValue: application.displayStatus,
  });
  return (
    <Alert
      severity="info"
      data-testid="applied-before"
      action={
        <Button
          component={RouterLink}
          to={applicationPath(application.jobId)}
          color="inherit"
          variant="outlined"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('applyPage.appliedBefore.view')}
        </Button>
      }
      sx={{ alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
    >
      <AlertTitle>{t('applyPage.appliedBefore.title')}</AlertTitle>
      {t('applyPage.appliedBefore.body', { date: formatDate(application.appliedAt, language), status })}
    </Alert>
  );
}
