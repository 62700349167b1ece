import Download from '@mui/icons-material/Download';
import Headphones from '@mui/icons-material/Headphones';
import LiveTv from '@mui/icons-material/LiveTv';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interview } from '../../../api/interviews.ts';
import { recordingUrl, reportUrl } from './interviewLinks.ts';

/** An AI interview's actions: play the recording, join it live, download the report. */
export function InterviewActions({ interview }: { interview: Interview }) {
  const { t, i18n } = useTranslation();
  const [listening, setListening] = useState(false);
  const recording = interview.videoLink ? recordingUrl(interview) : null;
  const completed = interview.status === 'COMPLETED';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {recording && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<Headphones />}
            onClick={() => setListening((on) => !on)}
            aria-expanded={listening}
          >
            {listening ? t('interviewHistory.hideRecording') : t('interviewHistory.watchRecording')}
          </Button>
        )}
        {interview.status === 'IN_PROGRESS' && interview.roomId && (
          <Button
            size="small"
            variant="contained"
            color="error"
            startIcon={<LiveTv />}
            href={`/room/${encodeURIComponent(interview.roomId)}`}
            target="_blank"
            rel="noopener"
            data-testid="join-live"
          >
            {t('interviewHistory.joinLive')}
          </Button>
        )}
        {completed && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<Download />}
            href={reportUrl(interview, i18n.language)}
            download
            data-testid="download-report"
          >
            {t('interviewHistory.downloadReport')}
          </Button>
        )}
      </Box>
      {completed && !recording && (
        <Typography variant="body2" color="text.secondary" data-testid="no-recording">
          {t('interviewHistory.noRecording')}
        </Typography>
      )}
      {recording && listening && (
        <Box
          component="video"
          controls
          preload="metadata"
          src={recording}
          aria-label={t('interviewHistory.recordingLabel')}
          data-testid="recording-player"
          sx={{ width: '100%', maxHeight: 360, bgcolor: 'grey.900', borderRadius: 1, minHeight: 54 }}
        />
      )}
    </Box>
  );
}
