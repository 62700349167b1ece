import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cvsApi } from '../../api/cvs.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { CvDropZone } from '../cv/CvDropZone.tsx';
import { candidateErrorText } from '../cv/cvRules.ts';
import { markCvPromptShown } from './cvPrompt.ts';

/** 'Uploading your CV...' stays at least this long, as the spec says. */
export const uploadingNoticeMs = 1500;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The dashboard's first-visit CV prompt. Skip sets the hasShownCVPrompt flag; Maybe later only closes it;
 * an upload sets the flag, becomes the current CV (a first CV is active) and re-reads the user.
 */
export function CvPrompt({ onClose, onUploaded }: { onClose: () => void; onUploaded: () => void }) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (file: File) => {
    if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) {
      setError(t('cvManager.prompt.selectPdf'));
      return;
    }
    setError(null);
    setUploading(true);
    try {
      await Promise.all([cvsApi.upload(file), wait(uploadingNoticeMs)]);
      markCvPromptShown();
      await refresh();
      onUploaded();
    } catch (caught) {
      setError(candidateErrorText(t, caught, 'cvManager.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const skip = () => {
    markCvPromptShown();
    onClose();
  };

  // A panel on the page rather than a modal: it never blocks the dashboard, and keyboard users reach it in order.
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="cv-prompt-title"
      data-testid="cv-prompt"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, borderColor: 'primary.main' }}
    >
      <Box>
        <Typography id="cv-prompt-title" component="h2" variant="h6">
          {t('cvManager.prompt.title')}
        </Typography>
        <Typography color="text.secondary">{t('cvManager.prompt.body')}</Typography>
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {uploading ? (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 3, justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('cvManager.prompt.uploading')}</Typography>
        </Box>
      ) : (
        <CvDropZone
          inputId="cv-prompt-input"
          testId="cv-prompt-drop"
          onFile={(file) => void onFile(file)}
          progress={null}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={skip} disabled={uploading}>
          {t('cvManager.prompt.skip')}
        </Button>
        <Button onClick={onClose} disabled={uploading} variant="outlined">
          {t('cvManager.prompt.later')}
        </Button>
      </Box>
    </Paper>
  );
}
