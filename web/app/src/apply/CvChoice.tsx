import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cvName, type Cv } from '../api/cvs.ts';
import { CvDropZone } from '../candidate/cv/CvDropZone.tsx';
import { formatSize } from '../candidate/cv/cvRules.ts';
import { sentence, withoutBidiControls } from '../i18n/isolate.tsx';

export const newCv = 'new';

/** The CV part of the apply form: a saved CV (signed in) or a new PDF. */
export function CvChoice({
  savedCvs,
  choice,
  onChoice,
  file,
  onFile,
  onRemoveFile,
  error,
  refused = 0,
  progress,
  disabled,
}: {
  /** Null for an anonymous applicant (upload only). */
  savedCvs: Cv[] | null;
  choice: string;
  onChoice: (choice: string) => void;
  file: File | null;
  onFile: (file: File) => void;
  onRemoveFile: () => void;
  error?: string;
  /** Counts the server's refusals of the CV: each one moves the focus to the error, which is announced. */
  refused?: number;
  progress: number | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!refused || !errorRef.current) return;
    errorRef.current.scrollIntoView({ block: 'center' });
    errorRef.current.focus({ preventScroll: true });
  }, [refused]);
  const uploadShown = savedCvs === null || choice === newCv;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}
      aria-describedby="apply-cv-error"
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {t('applyPage.cvSection')}
      </Typography>
      {savedCvs !== null && (
        <RadioGroup name="cv-choice" value={choice} onChange={(event) => onChoice(event.target.value)}>
          {savedCvs.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('applyPage.noSavedCvs')}
            </Typography>
          )}
          {savedCvs.map((cv) => (
            <FormControlLabel
              key={cv.id}
              value={cv.id}
              disabled={disabled}
              control={<Radio />}
              data-testid="saved-cv-option"
              label={
                <span>
                  <bdi>{cvName(cv)}</bdi> {cv.isActive ? t('applyPage.activeTag') : ''}
                </span>
              }
            />
          ))}
          <FormControlLabel value={newCv} disabled={disabled} control={<Radio />} label={t('applyPage.newCv')} />
        </RadioGroup>
      )}
      {uploadShown &&
        (file ? (
          <Paper
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
            data-testid="chosen-file"
          >
            <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
              {sentence(t, 'applyPage.chosenFile', {
                name: withoutBidiControls(file.name),
                size: formatSize(t, file.size),
              })}
            </Typography>
            <IconButton aria-label={t('applyPage.removeFile')} onClick={onRemoveFile} disabled={disabled}>
              <Close />
            </IconButton>
          </Paper>
        ) : (
          <CvDropZone inputId="apply-cv-input" onFile={onFile} disabled={disabled} progress={null} />
        ))}
      {progress !== null && file && uploadShown && (
        <Typography variant="body2" role="status">
          {t('applyPage.sending', { percent: progress })}
        </Typography>
      )}
      {error && (
        <FormHelperText
          id="apply-cv-error"
          ref={errorRef}
          tabIndex={-1}
          error
          role="alert"
          aria-live="assertive"
          data-testid="apply-cv-error"
          sx={{
            fontSize: '1rem',
            fontWeight: 600,
            m: 0,
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'error.main',
          }}
        >
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
