import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
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
  const [progress, setProgress] = useState(0);

  const onFile = async (file: File) => {
    if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) {
      setError(t('cvManager.prompt.selectPdf'));
      return;
    }
    setError(null);
    setUploading(true);
    try {
      await Promise.all([cvsApi.upload(file, { onProgress: setProgress }), wait(uploadingNoticeMs)]);
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

  return (
    <Dialog open onClose={uploading ? undefined : onClose} aria-labelledby="cv-prompt-title" fullWidth maxWidth="sm">
      <DialogTitle id="cv-prompt-title">{t('cvManager.prompt.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('cvManager.prompt.body')}</DialogContentText>
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
        {uploading && progress > 0 && progress < 100 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('cvManager.uploading', { name: '', percent: progress })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={skip} disabled={uploading}>
          {t('cvManager.prompt.skip')}
        </Button>
        <Button onClick={onClose} disabled={uploading} autoFocus>
          {t('cvManager.prompt.later')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
