import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/DownloadOutlined';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../api/client.ts';
import { erasureApi } from '../api/erasure.ts';
import { ConfirmDialog } from '../candidate/ConfirmDialog.tsx';
import { sentence } from '../i18n/isolate.tsx';
import { useLanguage } from '../providers/LanguageProvider.tsx';
import { PageIntro } from '../public/PageIntro.tsx';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { RequestDataLink } from './RequestDataLink.tsx';

type Link =
  | { kind: 'loading' }
  | { kind: 'ready'; jobTitle: string | null; companyName: string | null }
  | { kind: 'invalid' | 'used' | 'failed' | 'erased' };

const refusal = (error: unknown): 'invalid' | 'used' | 'failed' => {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'DATA_EXPORT.LINK_ALREADY_USED') return 'used';
  return error.status === 404 || error.status === 400 ? 'invalid' : 'failed';
};

/**
 * /my-data?token=: the page the anonymous applicant's e-mailed link opens. They download their application's data
 * (the ZIP, or the PDF alone) and may erase it; erasing spends the link.
 */
export function MyDataLinkPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dataLink.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [link, setLink] = useState<Link>({ kind: 'loading' });

  const load = useCallback(async () => {
    if (!token) return setLink({ kind: 'invalid' });
    setLink({ kind: 'loading' });
    try {
      setLink({ kind: 'ready', ...(await erasureApi.link(token)) });
    } catch (error) {
      setLink({ kind: refusal(error) });
    }
  }, [token]);
  useEffect(() => void load(), [load]);

  return (
    <>
      <PageIntro eyebrow={t('privacy.eyebrow')} title={t('dataLink.title')} lead={t('dataLink.lead')} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 3 }}>
        {link.kind === 'loading' && (
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('dataLink.loading')}</Typography>
          </Box>
        )}
        {link.kind === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void load()}>
                {t('common.tryAgain')}
              </Button>
            }
          >
            {t('dataLink.loadFailed')}
          </Alert>
        )}
        {(link.kind === 'invalid' || link.kind === 'used') && (
          <Alert severity="warning" role="alert">
            {t(`dataLink.${link.kind}`)}
          </Alert>
        )}
        {link.kind === 'erased' && (
          <Alert severity="success" role="status" data-testid="link-erased">
            {t('dataLink.erased')}
          </Alert>
        )}
        {link.kind === 'ready' && <LinkedData token={token} link={link} onErased={() => setLink({ kind: 'erased' })} />}
        {link.kind === 'invalid' && <RequestDataLink />}
      </Container>
    </>
  );
}

function LinkedData({
  token,
  link,
  onErased,
}: {
  token: string;
  link: { jobTitle: string | null; companyName: string | null };
  onErased: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const erase = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await erasureApi.eraseByLink(token);
      onErased();
    } catch {
      setFailed(true);
      setConfirming(false);
      setBusy(false);
    }
  };

  return (
    <>
      {link.jobTitle && (
        <Typography component="p" variant="h6">
          {sentence(t, 'dataLink.application', { job: link.jobTitle, company: link.companyName ?? '' })}
        </Typography>
      )}
      <Paper component="section" variant="outlined" aria-labelledby="link-download" sx={{ p: 2.5 }}>
        <Typography id="link-download" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('dataLink.downloadTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('dataLink.downloadBody')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<Download />} href={erasureApi.fileUrl('download', token, language)}>
            {t('dataLink.zip')}
          </Button>
          <Button variant="outlined" startIcon={<Download />} href={erasureApi.fileUrl('pdf', token, language)}>
            {t('dataLink.pdf')}
          </Button>
        </Box>
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby="link-erase" sx={{ p: 2.5 }}>
        <Typography id="link-erase" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('dataLink.eraseTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('dataLink.eraseBody')}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />}
          label={t('dataLink.understand')}
        />
        {failed && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {t('dataLink.failed')}
          </Alert>
        )}
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" color="error" disabled={!understood} onClick={() => setConfirming(true)}>
            {t('dataLink.erase')}
          </Button>
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming}
        danger
        busy={busy}
        title={t('dataLink.confirmTitle')}
        body={t('dataLink.confirmBody')}
        confirmLabel={t('dataLink.confirm')}
        busyLabel={t('dataLink.erasing')}
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
