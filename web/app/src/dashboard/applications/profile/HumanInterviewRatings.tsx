import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { slotLimits } from '@tawzeef/interviews/rules';
import { useId, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { asApiError, type DashboardDataProvider } from '../../dataProvider.ts';
import type { HumanInterview } from '../schedule/types.ts';
import { errorText } from '../../../forms/messages.ts';
import { UserText } from '../../../i18n/isolate.tsx';

/** The interviewers' ratings of an interview with people, and the form for the viewer's own. */
export function Ratings({ interview }: { interview: HumanInterview }) {
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

export function RatingForm({
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
