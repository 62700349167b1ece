import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HumanInterview } from '../schedule/types.ts';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { loose } from '../../../forms/messages.ts';
import { intlLocale } from '../../../i18n/language.ts';
import { sentence, UserText } from '../../../i18n/isolate.tsx';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { whenInZones } from '../schedule/zones.ts';
import { CancelDialog } from './CancelInterviewDialog.tsx';
import { Ratings, RatingForm } from './HumanInterviewRatings.tsx';
import { Section } from './Section.tsx';
import type { Reading } from './useApplicationPart.ts';

const statusColor = { SCHEDULED: 'info', CANCELLED: 'default', COMPLETED: 'success' } as const;

/** The application's interviews with people: when (in the viewer's zone), who, where; reschedule, cancel, rate. */
export function HumanInterviewsCard({
  interviews,
  canSchedule,
  onSchedule,
  onReschedule,
}: {
  interviews: Reading<HumanInterview[]>;
  canSchedule: boolean;
  onSchedule: () => void;
  onReschedule: (interview: HumanInterview) => void;
}) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<HumanInterview | null>(null);
  const list = interviews.data ?? [];
  return (
    <Section title={t('humanInterviews.card.title')} testId="human-interviews">
      {interviews.error !== undefined && !interviews.loading ? (
        <Alert severity="error">{t('humanInterviews.card.failed')}</Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t('humanInterviews.card.empty')}</Typography>
      ) : (
        list.map((interview) => (
          <InterviewEntry
            key={interview.id}
            interview={interview}
            onReschedule={() => onReschedule(interview)}
            onCancel={() => setCancelling(interview)}
            onChanged={interviews.reload}
          />
        ))
      )}
      {canSchedule && (
        <Box>
          <Button variant="outlined" color="secondary" startIcon={<EventAvailable />} onClick={onSchedule}>
            {t('humanInterviews.card.schedule')}
          </Button>
        </Box>
      )}
      <CancelDialog
        key={cancelling?.id ?? 'none'}
        interview={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          interviews.reload();
        }}
      />
    </Section>
  );
}

function InterviewEntry({
  interview,
  onReschedule,
  onCancel,
  onChanged,
}: {
  interview: HumanInterview;
  onReschedule: () => void;
  onCancel: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const { user } = useAuth();
  const when = whenInZones(interview.startsAt, interview.timeZone, intlLocale(language));
  const open = interview.status === 'SCHEDULED';
  const started = Date.parse(interview.startsAt) <= Date.now();
  const mine = interview.interviewers.some((i) => i.id === user?.id);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }} data-testid="human-interview">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="human-interview-when">
          {when.own}
        </Typography>
        <Chip
          size="small"
          color={statusColor[interview.status]}
          label={say(`humanInterviews.card.status.${interview.status}`)}
        />
        <Chip size="small" variant="outlined" label={say(`humanInterviews.types.${interview.type}`)} />
        <Typography variant="body2" color="text.secondary">
          {t('humanInterviews.minutes', { count: interview.durationMinutes })}
        </Typography>
      </Box>
      {when.theirs && (
        <Typography variant="body2" color="text.secondary">
          {sentence(say, 'humanInterviews.card.inZone', { zone: interview.timeZone }, { time: when.theirs })}
        </Typography>
      )}
      <Typography variant="body2">
        {sentence(say, 'humanInterviews.card.with', {
          // Each name isolated on its own: the list's words ("and", "و") then order the names in the page's direction.
          names: new Intl.ListFormat(intlLocale(language), { type: 'conjunction' })
            .formatToParts(interview.interviewers.map((i) => i.name))
            .map((part, i) => (part.type === 'element' ? <bdi key={i}>{part.value}</bdi> : part.value)),
        })}
      </Typography>
      {interview.location && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <UserText>{interview.location}</UserText>
        </Typography>
      )}
      {interview.note && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          <UserText>{interview.note}</UserText>
        </Typography>
      )}
      <Ratings interview={interview} />
      {open && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={onReschedule}>
            {t('humanInterviews.card.reschedule')}
          </Button>
          <Button size="small" color="error" onClick={onCancel}>
            {t('humanInterviews.card.cancel')}
          </Button>
        </Box>
      )}
      {mine && started && interview.status !== 'CANCELLED' && (
        <RatingForm interview={interview} userId={user!.id} onSaved={onChanged} />
      )}
    </Paper>
  );
}
