import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { interviewsApi } from '../../api/interviews.ts';
import { useLoad } from '../../api/useLoad.ts';
import { errorText } from '../../forms/messages.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { InterviewItem } from './InterviewItem.tsx';

/** /userdashboard/interviews: the candidate's interviews with their join links. */
export function MyInterviewsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('candidateInterviews.title'));
  const [scope, setScope] = useState<'upcoming' | 'all'>('upcoming');
  const interviews = useLoad((signal) => interviewsApi.mine(scope, signal), [scope]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box>
          <Typography component="h1" variant="h4">
            {t('candidateInterviews.title')}
          </Typography>
          <Typography color="text.secondary">{t('candidateInterviews.subtitle')}</Typography>
        </Box>
        <Box role="group" aria-label={t('candidateInterviews.scope')} sx={{ display: 'flex', gap: 1 }}>
          {(['upcoming', 'all'] as const).map((value) => (
            <Button
              key={value}
              size="small"
              variant={scope === value ? 'contained' : 'outlined'}
              aria-pressed={scope === value}
              onClick={() => setScope(value)}
            >
              {t(`candidateInterviews.${value}`)}
            </Button>
          ))}
        </Box>
      </Box>
      {interviews.error !== undefined && !interviews.loading ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={interviews.reload}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {errorText(t, interviews.error, 'candidateInterviews.failed')}
        </Alert>
      ) : interviews.loading && !interviews.data ? (
        <Box role="status" aria-label={t('candidateInterviews.loading')} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Box>
      ) : (interviews.data ?? []).length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: 4, textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}
          data-testid="interviews-empty"
        >
          <Typography>
            {scope === 'upcoming' ? t('candidateInterviews.emptyUpcoming') : t('candidateInterviews.empty')}
          </Typography>
          <Button component={RouterLink} to="/userdashboard/applications" variant="outlined">
            {t('candidate.menu.applications')}
          </Button>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="interviews-list">
          {(interviews.data ?? []).map((interview) => (
            <InterviewItem key={interview.id} interview={interview} />
          ))}
        </Box>
      )}
    </Box>
  );
}
