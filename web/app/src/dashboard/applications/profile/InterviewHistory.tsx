import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCounts } from '../../../i18n/plural.ts';
import type { Interview } from '../../../api/interviews.ts';
import { loose } from '../../../forms/messages.ts';
import { AiText } from '../AiText.tsx';
import { assessmentIn } from '../../../i18n/aiTexts.ts';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { scoreColor } from '../format.ts';
import { TranscriptPreview } from './InterviewTranscript.tsx';
import { InterviewActions } from './InterviewActions.tsx';
import { Section } from './Section.tsx';
import { useApplicationPart } from './useApplicationPart.ts';

const statusColor: Record<string, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  SCHEDULED: 'info',
  IN_PROGRESS: 'warning',
  COMPLETED: 'success',
  EXPIRED: 'default',
  CANCELLED: 'default',
};

/** The stage's name in the page's language; the server's English title only for a stage the UI does not know. */
const interviewName = (t: TFunction, interview: Interview) =>
  interview.stage === 'FIRST' || interview.stage === 'SECOND'
    ? t(`schedule.stage.${interview.stage}`)
    : (interview.title ?? t('interviewHistory.interview'));

const dateTime = (value: string | null | undefined, language: string) =>
  value ? new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : null;

function Score({ interview }: { interview: Interview }) {
  const { t } = useTranslation();
  const say = loose(t);
  if (typeof interview.aiScore !== 'number')
    return (
      <Typography variant="body2" color="text.secondary">
        {interview.insufficientEvidence ? t('interviewHistory.insufficient') : t('interviewHistory.notScored')}
      </Typography>
    );
  const score = Math.round(interview.aiScore);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="interview-score">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700, color: `${scoreColor(score)}.main` }}>
          {t('interviewHistory.score', { value: score })}
        </Typography>
        {interview.aiRecommendation && (
          <Chip
            size="small"
            variant="outlined"
            label={say(`interviewHistory.recommendation.${interview.aiRecommendation}`, {
              defaultValue: interview.aiRecommendation,
            })}
          />
        )}
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, score))}
        color={scoreColor(score)}
        aria-label={t('interviewHistory.score', { value: score })}
      />
    </Box>
  );
}

function Summary({ interview }: { interview: Interview }) {
  const { t, i18n } = useTranslation();
  const counts = useCounts();
  const say = loose(t);
  const when = dateTime(interview.startedAt ?? interview.scheduledAt, i18n.language);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>{interviewName(t, interview)}</Typography>
        <Chip
          size="small"
          color={statusColor[interview.status] ?? 'default'}
          label={say(`interviewHistory.status.${interview.status}`, { defaultValue: interview.status })}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[when, typeof interview.duration === 'number' ? counts.count(interview.duration, 'minute') : null]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Score interview={interview} />
    </Box>
  );
}

function Full({ interview }: { interview: Interview }) {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  // The assessment as stored in the page's language (switching language needs no new AI call).
  const assessment = assessmentIn(interview, language);
  const times = (
    [
      ['scheduled', interview.scheduledAt],
      ['started', interview.startedAt],
      ['ended', interview.endedAt],
      ['expires', interview.status === 'SCHEDULED' ? interview.expiresAt : null],
    ] as const
  ).filter(([, value]) => value);
  return (
    <Box component="article" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }} data-testid="interview-full">
      <span id={titleId} hidden>
        {interviewName(t, interview)}
      </span>
      <Summary interview={interview} />
      {times.length > 0 && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {times.map(([key, value]) => (
            <Box key={key}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t(`interviewHistory.times.${key}`)}
              </Typography>
              <Typography variant="body2">{dateTime(value, i18n.language)}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {assessment.text && (
        <Box>
          <Typography variant="subtitle2">{t('interviewHistory.analysis')}</Typography>
          <AiText text={assessment.text} language={assessment.language} testId="interview-assessment" />
        </Box>
      )}
      {interview.evidence && interview.evidence.length > 0 && (
        <Box>
          <Typography variant="subtitle2">{t('interviewHistory.evidence')}</Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
            {interview.evidence.map((item, i) => (
              <Typography component="li" variant="body2" key={i} dir="auto">
                {item.about ? <strong>{item.about}: </strong> : null}“{item.quote}”
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          {t('interviewHistory.transcript')}
        </Typography>
        <TranscriptPreview interview={interview} />
      </Box>
      <InterviewActions interview={interview} />
    </Box>
  );
}

/**
 * Interview History of the application profile: shown only when interviews exist (a load failure is silently
 * ignored, as the spec says). The top two, then 'View All N Interviews' opens the full list.
 */
export function InterviewHistory({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const interviews = useApplicationPart<Interview[]>('applicationInterviews', applicationId);
  const [all, setAll] = useState(false);
  const list = interviews.data ?? [];
  if (list.length === 0) return null;
  return (
    <Section title={t('interviewHistory.title')} testId="interview-history">
      {!all ? (
        <>
          {list.slice(0, 2).map((interview, i) => (
            <Box key={interview.id} sx={{ display: 'grid', gap: 1.5 }}>
              {i > 0 && <Divider />}
              <Summary interview={interview} />
              <InterviewActions interview={interview} />
            </Box>
          ))}
          <Box>
            <Button variant="outlined" size="small" onClick={() => setAll(true)} data-testid="view-all-interviews">
              {t('interviewHistory.viewAll', { count: list.length })}
            </Button>
          </Box>
        </>
      ) : (
        <>
          {list.map((interview, i) => (
            <Box key={interview.id} sx={{ display: 'grid', gap: 1.5 }}>
              {i > 0 && <Divider />}
              <Full interview={interview} />
            </Box>
          ))}
          <Box>
            <Button size="small" onClick={() => setAll(false)}>
              {t('interviewHistory.showFewer')}
            </Button>
          </Box>
        </>
      )}
    </Section>
  );
}
