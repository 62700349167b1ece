import VideoCall from '@mui/icons-material/VideoCall';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { joinPathOf, type CandidateInterview } from '../../api/interviews.ts';
import { loose } from '../../forms/messages.ts';
import { UserText, UserTexts } from '../../i18n/isolate.tsx';

const statusColor: Record<string, 'info' | 'success' | 'default'> = {
  upcoming: 'info',
  completed: 'success',
  cancelled: 'default',
};

const when = (value: string | null | undefined, language: string) =>
  value ? new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : null;

/** One interview: job, company, the AI interviewer, when, status and its join link while joinable. */
export function InterviewItem({ interview, compact = false }: { interview: CandidateInterview; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const say = loose(t);
  const join = joinPathOf(interview.joinUrl);
  const live = interview.interviewStatus === 'IN_PROGRESS';
  const joinBy = interview.status === 'upcoming' ? when(interview.expiresAt, i18n.language) : null;
  return (
    <Paper
      variant="outlined"
      component="article"
      data-testid="candidate-interview"
      sx={{ p: compact ? 1.5 : 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap={compact}>
          {interview.jobTitle ? <UserText>{interview.jobTitle}</UserText> : t('candidateInterviews.interview')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <UserTexts
            items={[
              interview.company,
              // The API's interviewer and location texts are English; the structured fields are shown translated.
              !interview.interviewerKind || interview.interviewerKind === 'AI'
                ? t('interview.ai.name')
                : interview.interviewer,
              interview.online || !interview.location || interview.location === 'Online'
                ? t('candidateInterviews.online')
                : interview.location,
            ]}
          />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('candidateInterviews.invited', { date: when(interview.scheduledAt, i18n.language) ?? '—' })}
          {joinBy ? ` · ${t('candidateInterviews.joinBy', { date: joinBy })}` : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {interview.stage && (
          <Chip
            size="small"
            variant="outlined"
            label={say(`candidateInterviews.stage.${interview.stage}`, { defaultValue: interview.stage })}
          />
        )}
        <Chip
          size="small"
          color={live ? 'error' : (statusColor[interview.status] ?? 'default')}
          label={
            live
              ? t('candidateInterviews.inProgress')
              : say(`candidateInterviews.status.${interview.status}`, { defaultValue: interview.status })
          }
        />
        {join && (
          <Button
            component={RouterLink}
            to={join}
            variant="contained"
            size="small"
            startIcon={<VideoCall />}
            data-testid="join-interview"
          >
            {live ? t('candidateInterviews.rejoin') : t('candidateInterviews.join')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
