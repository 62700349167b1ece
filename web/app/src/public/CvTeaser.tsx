import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isTeaserFileType, uploadCvForTeaser, type TeaserAnalysis, type TeaserFailure } from './uploadCvTeaser.ts';
import { sentence } from '../i18n/isolate.tsx';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';
import { privacyApi } from '../api/privacy.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { errorText, tr } from '../forms/messages.ts';
import { NoticeConsent } from '../privacy/NoticeConsent.tsx';

type State =
  | { kind: 'idle'; invalid: boolean }
  | { kind: 'analyzing' }
  | { kind: 'failed'; failure: TeaserFailure }
  | { kind: 'success'; analysis: TeaserAnalysis };

const hiddenInput = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

export function CvTeaser() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle', invalid: false });
  const [dragging, setDragging] = useState(false);
  const { user } = useAuth();
  const [accepted, setAccepted] = useState(false);
  const [recorded, setRecorded] = useState(false);
  const [noticeError, setNoticeError] = useState<string | undefined>();

  const start = async (file: File | undefined) => {
    if (!file) return;
    if (!accepted) return setNoticeError('notices.required');
    if (!isTeaserFileType(file.type)) return setState({ kind: 'idle', invalid: true });
    setState({ kind: 'analyzing' });
    if (!recorded) {
      try {
        await privacyApi.accept(currentNoticeVersions, 'cv-teaser', Boolean(user));
        setRecorded(true);
      } catch (error) {
        setState({ kind: 'idle', invalid: false });
        return setNoticeError(errorText(t, error, 'notices.recordFailed'));
      }
    }
    const result = await uploadCvForTeaser(file);
    setState(result.ok ? { kind: 'success', analysis: result.analysis } : { kind: 'failed', failure: result.failure });
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    void start(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void start(event.dataTransfer.files[0]);
  };
  const reset = () => setState({ kind: 'idle', invalid: false });

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}
      aria-labelledby="cv-teaser-title"
      component="section"
    >
      <Typography id="cv-teaser-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('teaser.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('teaser.subtitle')}
      </Typography>
      <Box aria-live="polite">
        {state.kind === 'idle' && (
          <Box sx={{ mb: 2 }}>
            <NoticeConsent
              id="teaser-acceptedNotices"
              checked={accepted}
              onChange={(checked) => {
                setAccepted(checked);
                setNoticeError(undefined);
              }}
              error={tr(t, noticeError)}
            />
          </Box>
        )}
        {state.kind === 'idle' && (
          <Box
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="cv-drop-zone"
            sx={{
              border: 2,
              borderStyle: 'dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              bgcolor: dragging ? 'action.hover' : 'transparent',
              borderRadius: 2,
              p: 4,
              textAlign: 'center',
            }}
          >
            <UploadFileOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Typography sx={{ mt: 1, fontWeight: 600 }}>
              {t(dragging ? 'teaser.dropZoneActive' : 'teaser.dropZone')}
            </Typography>
            <Button
              component="label"
              variant="contained"
              sx={{ mt: 2, '&:focus-within': { outline: '3px solid #f59e0b', outlineOffset: 2 } }}
            >
              {t('teaser.choose')}
              <Box
                component="input"
                type="file"
                accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                onChange={onChange}
                sx={hiddenInput}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('teaser.hint')}
            </Typography>
            {state.invalid && (
              <Alert severity="warning" sx={{ mt: 2, textAlign: 'start' }}>
                {t('teaser.invalidType')}
              </Alert>
            )}
          </Box>
        )}
        {state.kind === 'analyzing' && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
            <CircularProgress size={28} />
            <Typography>{t('teaser.analyzing')}</Typography>
          </Box>
        )}
        {state.kind === 'failed' && (
          <Box sx={{ textAlign: 'center', py: 2 }}>
            <ErrorOutline color="error" sx={{ fontSize: 40 }} aria-hidden />
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {t('teaser.failedTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {state.failure.kind === 'http'
                ? t('teaser.uploadFailed', { status: state.failure.status })
                : t('teaser.uploadError', { message: state.failure.message })}
            </Typography>
            <Button variant="contained" onClick={reset} sx={{ mt: 2 }}>
              {t('teaser.tryAgain')}
            </Button>
          </Box>
        )}
        {state.kind === 'success' && <TeaserSummary analysis={state.analysis} onReset={reset} />}
      </Box>
    </Paper>
  );
}

function TeaserSummary({ analysis, onReset }: { analysis: TeaserAnalysis; onReset: () => void }) {
  const { t } = useTranslation();
  const skills = (analysis.skills ?? []).slice(0, 3);
  const rows = [
    { label: t('teaser.currentRole'), value: analysis.currentJobTitle },
    { label: t('teaser.experience'), value: analysis.totalExperience },
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutline color="success" aria-hidden />
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {analysis.firstName
            ? sentence(t, 'teaser.thanks', { name: analysis.firstName })
            : t('teaser.thanksAnonymous')}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('teaser.summary')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, mt: 2 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {row.value ? String(row.value) : t('teaser.notDetected')}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('teaser.keySkills')}
        </Typography>
        <Box component="dd" sx={{ m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {skills.length
            ? skills.map((skill) => <Chip key={skill} size="small" label={skill} />)
            : t('teaser.notDetected')}
        </Box>
      </Box>
      <Button variant="outlined" onClick={onReset} sx={{ mt: 3 }}>
        {t('teaser.uploadDifferent')}
      </Button>
    </Box>
  );
}
