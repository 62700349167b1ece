import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cvName, cvsApi, type Cv } from '../../api/cvs.ts';
import { loose } from '../../forms/messages.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { CvDropZone } from './CvDropZone.tsx';
import { CvListSection } from './CvListSection.tsx';
import { CvTips } from './CvTips.tsx';
import { candidateErrorText, cvFileProblem } from './cvRules.ts';
import { useCvs } from './useCvs.ts';
import { markCvPromptShown } from '../home/cvPrompt.ts';
import { sentence, withoutBidiControls } from '../../i18n/isolate.tsx';

type Notice = { severity: 'success' | 'error'; text: ReactNode; hideAfter?: number };

/** /userdashboard/cv: the spec's "My CV Manager". */
export function CvManagerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cvManager.title'));
  const cvs = useCvs();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [askActivate, setAskActivate] = useState<Cv | null>(null);
  const [toDelete, setToDelete] = useState<Cv | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // An error (a CV the server refused, a failed action) takes the focus, so it is seen and read out at once.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice?.severity !== 'error' || !noticeRef.current) return;
    noticeRef.current.scrollIntoView({ block: 'center' });
    noticeRef.current.focus({ preventScroll: true });
  }, [notice]);

  useEffect(() => {
    if (!notice?.hideAfter) return undefined;
    const timer = window.setTimeout(() => setNotice(null), notice.hideAfter);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const fail = (error: unknown, fallbackKey: string) =>
    setNotice({ severity: 'error', text: candidateErrorText(t, error, fallbackKey) });

  const onFile = async (file: File) => {
    const problem = cvFileProblem(file);
    if (problem) {
      setNotice({ severity: 'error', text: loose(t)(problem) });
      return;
    }
    setNotice(null);
    setUpload({ name: file.name, percent: 0 });
    try {
      const cv = await cvsApi.upload(file, { onProgress: (percent) => setUpload({ name: file.name, percent }) });
      markCvPromptShown();
      cvs.reload();
      if (cv.isActive) {
        setNotice({
          severity: 'success',
          text: sentence(t, 'cvManager.uploadedActivated', { name: cvName(cv) }),
          hideAfter: 5000,
        });
      } else {
        setAskActivate(cv);
      }
    } catch (error) {
      fail(error, 'cvManager.uploadFailed');
    } finally {
      setUpload(null);
    }
  };

  const activate = async (cv: Cv, afterUpload: boolean) => {
    setBusy(cv.id);
    try {
      await cvsApi.activate(cv.id);
      setNotice(
        afterUpload
          ? {
              severity: 'success',
              text: sentence(t, 'cvManager.uploadedActivated', { name: cvName(cv) }),
              hideAfter: 5000,
            }
          : { severity: 'success', text: t('cvManager.activated'), hideAfter: 3000 },
      );
      cvs.reload();
    } catch (error) {
      fail(error, 'cvManager.activateFailed');
    } finally {
      setBusy(null);
      setAskActivate(null);
    }
  };

  const keepInactive = (cv: Cv) => {
    setAskActivate(null);
    setNotice({
      severity: 'success',
      text: sentence(t, 'cvManager.uploadedInactive', { name: cvName(cv) }),
      hideAfter: 5000,
    });
  };

  const remove = async (cv: Cv) => {
    setBusy(cv.id);
    try {
      await cvsApi.remove(cv.id);
      if (cvs.data) cvs.setData(cvs.data.filter((item) => item.id !== cv.id));
      setNotice({ severity: 'success', text: t('cvManager.deleted'), hideAfter: 5000 });
      cvs.reload();
    } catch (error) {
      fail(error, 'cvManager.deleteFailed');
    } finally {
      setBusy(null);
      setToDelete(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography component="h1" variant="h4">
          {t('cvManager.title')}
        </Typography>
        <Typography color="text.secondary">{t('cvManager.subtitle')}</Typography>
      </Box>
      {notice && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          aria-live={notice.severity === 'error' ? 'assertive' : 'polite'}
          onClose={() => setNotice(null)}
          slotProps={{ closeButton: { 'aria-label': t('cvManager.dismiss') } }}
          data-testid={`cv-notice-${notice.severity}`}
        >
          {notice.text}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Paper component="section" variant="outlined" sx={{ p: 2.5 }} aria-labelledby="cv-upload-title">
            <Typography id="cv-upload-title" component="h2" variant="h6" sx={{ mb: 2 }}>
              {t('cvManager.uploadTitle')}
            </Typography>
            <CvDropZone
              inputId="cv-upload-input"
              onFile={(file) => void onFile(file)}
              disabled={Boolean(upload)}
              progress={upload?.percent ?? null}
              uploadingText={
                upload
                  ? sentence(
                      t,
                      'cvManager.uploading',
                      { name: withoutBidiControls(upload.name) },
                      { percent: upload.percent },
                    )
                  : ''
              }
            />
          </Paper>
          <CvListSection
            cvs={cvs}
            busy={busy}
            onActivate={(cv) => void activate(cv, false)}
            onDelete={(cv) => setToDelete(cv)}
          />
        </Box>
        <CvTips />
      </Box>
      <ConfirmDialog
        open={Boolean(askActivate)}
        title={t('cvManager.activateTitle')}
        body={t('cvManager.activateBody')}
        confirmLabel={t('cvManager.setActive')}
        cancelLabel={t('cvManager.keepInactive')}
        busy={Boolean(askActivate && busy === askActivate.id)}
        onConfirm={() => askActivate && void activate(askActivate, true)}
        onClose={() => askActivate && keepInactive(askActivate)}
      />
      <ConfirmDialog
        open={Boolean(toDelete)}
        title={t('cvManager.deleteTitle')}
        body={t('cvManager.deleteConfirm')}
        confirmLabel={t('cvManager.delete')}
        busyLabel={t('cvManager.deleting')}
        busy={Boolean(toDelete && busy === toDelete.id)}
        danger
        onConfirm={() => toDelete && void remove(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}
