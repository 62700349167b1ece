import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interviewsApi, type Interview } from '../../../api/interviews.ts';
import { hiddenExchanges, transcriptPreview, type TranscriptEntry } from '../../../interview/transcript.ts';
import { shown } from '../../../privacy/erased.ts';

function Line({ entry }: { entry: TranscriptEntry }) {
  const { t } = useTranslation();
  const ai = entry.speakerType === 'AI_ASSISTANT';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '120px minmax(0, 1fr)' }, gap: 0.5 }}>
      <Typography variant="caption" sx={{ fontWeight: 700, color: ai ? 'primary.main' : 'text.secondary' }}>
        {ai ? t('interviewHistory.speaker.ai') : t('interviewHistory.speaker.candidate')}
      </Typography>
      <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {shown(entry.content)}
      </Typography>
    </Box>
  );
}

/** The first 8 non-SYSTEM exchanges, then '+N more exchanges', which loads and shows the whole transcript. */
export function TranscriptPreview({ interview }: { interview: Interview }) {
  const { t } = useTranslation();
  const [full, setFull] = useState<TranscriptEntry[] | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const source = full ?? interview.transcripts ?? [];
  const { shown } = transcriptPreview(source);
  const more = hiddenExchanges(interview, full);
  const lines = expanded && full ? full.filter((entry) => entry.speakerType !== 'SYSTEM') : shown;

  // The list's transcriptCount includes SYSTEM lines; when it says there may be more, the whole transcript
  // is fetched once so '+N more exchanges' counts exactly (on failure the estimate stays).
  const mayHaveMore = (interview.transcriptCount ?? 0) > (interview.transcripts ?? []).length;
  useEffect(() => {
    if (!mayHaveMore) return;
    const controller = new AbortController();
    interviewsApi.one(interview.id, controller.signal).then(
      (whole) => setFull(whole.transcripts ?? []),
      () => undefined,
    );
    return () => controller.abort();
  }, [interview.id, mayHaveMore]);

  const showAll = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const whole = full ?? (await interviewsApi.one(interview.id)).transcripts ?? [];
      setFull(whole);
      setExpanded(true);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  if (lines.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('interviewHistory.noTranscript')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="transcript-preview">
      {lines.map((entry, i) => (
        <Line key={entry.id ?? i} entry={entry} />
      ))}
      {!expanded && more > 0 && (
        <Box>
          <Button size="small" onClick={() => void showAll()} disabled={loading} data-testid="transcript-more">
            {t('interviewHistory.moreExchanges', { count: more })}
          </Button>
        </Box>
      )}
      {expanded && (
        <Box>
          <Button size="small" onClick={() => setExpanded(false)}>
            {t('interviewHistory.showLess')}
          </Button>
        </Box>
      )}
      {failed && (
        <Typography variant="body2" color="error">
          {t('interviewHistory.transcriptFailed')}
        </Typography>
      )}
    </Box>
  );
}
