import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/DownloadOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorText } from '../../forms/messages.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { ProfileSection } from '../ProfileSection.tsx';
import { downloadMyData } from './downloadMyData.ts';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done' } | { kind: 'error'; error: unknown };

/** "Your data": the right of access and portability, one button that downloads everything we hold about them. */
export function DownloadMyData() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const loading = state.kind === 'loading';

  const download = async () => {
    setState({ kind: 'loading' });
    try {
      await downloadMyData(language);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'error', error });
    }
  };

  return (
    <ProfileSection id="profile-my-data" title={t('myData.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('myData.body')}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={loading}
        aria-busy={loading}
        startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Download />}
      >
        {loading ? t('myData.preparing') : t('myData.download')}
      </Button>
      {state.kind === 'done' && (
        <Alert severity="success" role="status" sx={{ mt: 2 }} onClose={() => setState({ kind: 'idle' })}>
          {t('myData.done')}
        </Alert>
      )}
      {state.kind === 'error' && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void download()}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {state.error instanceof ApiError && state.error.status < 500 && state.error.status > 0
            ? errorText(t, state.error, 'myData.failed')
            : t('myData.failed')}
        </Alert>
      )}
    </ProfileSection>
  );
}
