import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { companyApi } from '../api/company.ts';
import { useLoad } from '../api/useLoad.ts';
import { PageSpinner } from '../auth/guards.tsx';
import { paths } from '../auth/paths.ts';
import { errorText } from '../forms/messages.ts';
import { AuthCard } from './AuthCard.tsx';
import { CompanyCard } from './CompanyCard.tsx';
import { JoinSignupForm } from './JoinSignupForm.tsx';

function CodeEntry() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) setParams({ code: code.trim() });
  };
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('join.noCode')}
      </Alert>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id="field-code"
          label={t('join.invitationCode')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
          fullWidth
          autoComplete="off"
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 56 }} disabled={!code.trim()}>
          {t('join.continue')}
        </Button>
      </Box>
    </>
  );
}

export function JoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const invitation = useLoad((signal) => (code ? companyApi.invitation(code, signal) : Promise.resolve(null)), [code]);

  return (
    <AuthCard title={t('join.title')} subtitle={t('join.subtitle')} width={960}>
      {!code ? (
        <CodeEntry />
      ) : invitation.loading ? (
        <PageSpinner label={t('join.checking')} />
      ) : invitation.error || !invitation.data ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="error" role="alert">
            {errorText(t, invitation.error, 'join.invalid')}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={invitation.reload}>
              {t('common.tryAgain')}
            </Button>
            <Button onClick={() => navigate(paths.join)}>{t('join.otherCode')}</Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
          <CompanyCard invitation={invitation.data} />
          <JoinSignupForm code={code} companyName={invitation.data.company.name} />
        </Box>
      )}
    </AuthCard>
  );
}
