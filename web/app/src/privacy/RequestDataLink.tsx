import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { erasureApi } from '../api/erasure.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
const referencePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;
type State = 'idle' | 'sending' | 'sent' | 'failed' | 'rateLimited';

/** An anonymous applicant asks for the e-mailed link to their application's data (download or erase). */
export function RequestDataLink() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<State>('idle');
  const emailOk = emailPattern.test(email.trim());
  const referenceOk = referencePattern.test(reference.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!emailOk || !referenceOk) return;
    setState('sending');
    try {
      await erasureApi.requestLink(email.trim(), reference.trim().toLowerCase());
      setState('sent');
    } catch (error) {
      setState(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed');
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="request-data-link" sx={{ p: 2.5 }}>
      <Typography id="request-data-link" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('dataLink.requestTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dataLink.requestBody')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
        <TextField
          type="email"
          label={t('dataLink.email')}
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={touched && !emailOk}
          helperText={touched && !emailOk ? t('dataLink.badEmail') : ' '}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          label={t('dataLink.reference')}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          error={touched && !referenceOk}
          helperText={touched && !referenceOk ? t('dataLink.badReference') : t('dataLink.referenceHelp')}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none' } }}
        />
        {state === 'sent' && (
          <Alert severity="success" role="status">
            {t('dataLink.sent')}
          </Alert>
        )}
        {(state === 'failed' || state === 'rateLimited') && (
          <Alert severity="error" role="alert">
            {t(state === 'failed' ? 'dataLink.requestFailed' : 'dataLink.requestRateLimited')}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={state === 'sending'}>
            {state === 'sending' ? t('dataLink.sending') : t('dataLink.send')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
