import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { interviewsApi } from '../../api/interviews.ts';
import { useLoad } from '../../api/useLoad.ts';
import { Panel } from '../home/Panel.tsx';
import { InterviewItem } from './InterviewItem.tsx';

/** The dashboard's Upcoming Interviews panel: the candidate's scheduled and in-progress interviews. */
export function UpcomingInterviews() {
  const { t } = useTranslation();
  const interviews = useLoad((signal) => interviewsApi.mine('upcoming', signal));
  return (
    <Panel
      id="home-interviews"
      title={t('candidate.home.interviews')}
      link="/userdashboard/interviews"
      linkText={t('candidateInterviews.viewAll')}
    >
      {interviews.error !== undefined && !interviews.loading ? (
        <Typography color="text.secondary">
          {t('candidateInterviews.failed')}{' '}
          <Button size="small" onClick={interviews.reload}>
            {t('common.tryAgain')}
          </Button>
        </Typography>
      ) : !interviews.data ? (
        <Skeleton variant="rounded" height={72} />
      ) : interviews.data.length === 0 ? (
        <Typography color="text.secondary" data-testid="interviews-empty">
          {t('candidate.home.interviewsEmpty')}
        </Typography>
      ) : (
        interviews.data
          .slice(0, 3)
          .map((interview) => <InterviewItem key={interview.id} interview={interview} compact />)
      )}
    </Panel>
  );
}
