import VideoCall from '@mui/icons-material/VideoCall';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { joinPathOf, type CandidateInterview } from '../../api/interviews.ts';
import { loose } from '../../forms/messages.ts';
import { sentence, UserText, UserTexts } from '../../i18n/isolate.tsx';
import { intlLocale } from '../../i18n/language.ts';
import { whenInZones } from '../../dashboard/applications/schedule/zones.ts';
import OpenInNew from '@mui/icons-material/OpenInNew';

const statusColor: Record<string, 'info' | 'success' | 'default'> = {
  upcoming: 'info',
  completed: 'success',
  cancelled: 'default',
};

const when = (value: string | null | undefined, language: string) =>
  value ? new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : null;

/** One interview: job, company, the AI interviewer, when, status and its join link while joinable. */
export function InterviewItem({ interview, compact = false }: { interview: CandidateInterview; compact?: boolean }) {
  if (interview.interviewerKind === 'HUMAN') return <HumanInterviewItem interview={interview} compact={compact} />;
  return <AiInterviewItem interview={interview} compact={compact} />;
}

/**
 * An interview with a company's people: when (in the candidate's zone, and in the zone it was set in when that
 * differs), how, who, where, the company's note and the meeting link.
 */
function HumanInterviewItem({ interview, compact }: { interview: CandidateInterview; compact: boolean }) {
  const { t, i18n } = useTranslation();
  const say = loose(t);
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const when = interview.scheduledAt
    ? whenInZones(interview.scheduledAt, interview.timeZone, intlLocale(language))
    : null;
  const names = interview.interviewers ?? [];
  return (
    <Paper
      variant="outlined"
      component="article"
      data-testid="candidate-interview"
      data-kind="human"
      sx={{ p: compact ? 1.5 : 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap={compact}>
          {interview.jobTitle ? <UserText>{interview.jobTitle}</UserText> : t('candidateInterviews.interview')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <UserTexts items={[interview.company, interview.type === 'in-person' ? interview.location : null]} />
        </Typography>
        {when && (
          <Box data-testid="candidate-interview-when">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {when.own}
            </Typography>
            {when.theirs && (
              <Typography variant="caption" color="text.secondary" component="p">
                {sentence(
                  say,
                  'candidateInterviews.theirZone',
                  { zone: interview.timeZone ?? '' },
                  { time: when.theirs },
                )}
              </Typography>
            )}
          </Box>
        )}
        {names.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {sentence(say, 'candidateInterviews.with', {
              names: new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(names),
            })}
          </Typography>
        )}
        {!compact && interview.type !== 'in-person' && interview.location && !interview.meetingLink && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <UserText>{interview.location}</UserText>
          </Typography>
        )}
        {!compact && interview.note && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            <UserText>{interview.note}</UserText>
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          label={say(`candidateInterviews.type.${interview.type ?? 'video'}`, { defaultValue: interview.type })}
        />
        {interview.durationMinutes ? (
          <Chip
            size="small"
            variant="outlined"
            label={t('candidateInterviews.minutes', { count: interview.durationMinutes })}
          />
        ) : null}
        <Chip
          size="small"
          color={statusColor[interview.status] ?? 'default'}
          label={say(`candidateInterviews.status.${interview.status}`, { defaultValue: interview.status })}
        />
        {interview.meetingLink && interview.status === 'upcoming' && (
          <Button
            component="a"
            href={interview.meetingLink}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="small"
            startIcon={<OpenInNew />}
          >
            {t('candidateInterviews.meetingLink')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

function AiInterviewItem({ interview, compact }: { interview: CandidateInterview; compact: boolean }) {
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
      {interview.status === 'upcoming' && !live && interview.applicationId && (
        <Link
          component={RouterLink}
          to={`/userdashboard/applications/${encodeURIComponent(interview.applicationId)}#application-review-requests`}
          variant="body2"
          sx={{ flexBasis: '100%' }}
          data-testid="ask-human-review"
        >
          {t('reviewRequests.candidate.roomLink')}
        </Link>
      )}
    </Paper>
  );
}
