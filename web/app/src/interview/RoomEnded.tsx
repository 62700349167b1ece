import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../auth/paths.ts';
import { Centered } from './RoomScreens.tsx';

/** The end screen once the candidate or the interviewer has closed the interview. */
export function Ended({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Centered testId="room-ended">
      <Typography component="h1" variant="h5">
        {t('interview.endedTitle')}
      </Typography>
      <Typography color="text.secondary">{t('interview.endedBody')}</Typography>
      {signedIn && (
        <Button variant="contained" component={RouterLink} to={`${paths.candidateHome}/interviews`}>
          {t('interview.myInterviews')}
        </Button>
      )}
      <Button component={RouterLink} to="/jobs">
        {t('interview.browseJobs')}
      </Button>
    </Centered>
  );
}
