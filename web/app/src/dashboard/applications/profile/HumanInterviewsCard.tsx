import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { slotLimits } from '@tawzeef/interviews/rules';
import { useId, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { asApiError, type DashboardDataProvider } from '../../dataProvider.ts';
import type { HumanInterview } from '../schedule/types.ts';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { errorText, loose } from '../../../forms/messages.ts';
import { intlLocale } from '../../../i18n/language.ts';
import { sentence, UserText } from '../../../i18n/isolate.tsx';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { whenInZones } from '../schedule/zones.ts';
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
          names: new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(
            interview.interviewers.map((i) => i.name),
          ),
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

function Ratings({ interview }: { interview: HumanInterview }) {
  const { t } = useTranslation();
  if (!interview.ratings.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="human-interview-ratings">
      {interview.score !== null && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('humanInterviews.card.score', { score: interview.score })}
        </Typography>
      )}
      {interview.ratings.map((r) => (
        <Box key={r.interviewerId} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            <UserText>{r.name}</UserText>
          </Typography>
          <Rating
            value={r.rating}
            readOnly
            size="small"
            aria-label={t('humanInterviews.card.ratingOf', { rating: r.rating })}
          />
          {r.comment && (
            <Typography variant="body2" color="text.secondary">
              <UserText>{r.comment}</UserText>
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

function RatingForm({
  interview,
  userId,
  onSaved,
}: {
  interview: HumanInterview;
  userId: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const labelId = useId();
  const mine = interview.ratings.find((r) => r.interviewerId === userId);
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!rating) return;
    setBusy(true);
    try {
      await dataProvider.rateInterview(interview.id, rating, comment.trim() || null);
      notify(t('humanInterviews.done.rated'), { type: 'success' });
      onSaved();
    } catch (error) {
      notify(errorText(t, asApiError(error), 'humanInterviews.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid="rating-form">
      <Typography id={labelId} variant="subtitle2">
        {t('humanInterviews.card.yourRating')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('humanInterviews.card.rateHint')}
      </Typography>
      <Rating
        name={`rating-${interview.id}`}
        value={rating}
        onChange={(_, value) => setRating(value)}
        aria-labelledby={labelId}
        getLabelText={(value) => t('humanInterviews.card.ratingOf', { rating: value })}
      />
      <TextField
        size="small"
        label={t('humanInterviews.card.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: slotLimits.comment, dir: 'auto' } }}
      />
      <Box>
        <Button size="small" variant="contained" disabled={!rating || busy} onClick={() => void save()}>
          {t('humanInterviews.card.saveRating')}
        </Button>
      </Box>
    </Box>
  );
}

function CancelDialog({
  interview,
  onClose,
  onDone,
}: {
  interview: HumanInterview | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!interview) return;
    setBusy(true);
    try {
      await dataProvider.cancelInterview(interview.id, reason.trim() || null);
      notify(t('humanInterviews.done.cancelled'), { type: 'success' });
      onDone();
    } catch (error) {
      notify(errorText(t, asApiError(error), 'humanInterviews.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={Boolean(interview)}
      onClose={onClose}
      aria-labelledby="cancel-interview-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="cancel-interview-title">{t('humanInterviews.card.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('humanInterviews.card.cancelBody')}</DialogContentText>
        <TextField
          id="cancel-interview-reason"
          label={t('humanInterviews.card.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000, dir: 'auto' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('humanInterviews.card.keep')}
        </Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void confirm()}>
          {t('humanInterviews.card.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
