import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../api/identity.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { PageSpinner } from '../auth/guards.tsx';
import { paths } from '../auth/paths.ts';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { CreateCompanyForm } from './CreateCompanyForm.tsx';
import { JoinCompanyForm } from './JoinCompanyForm.tsx';

type SetupTab = 'create' | 'join';

/** Where a company user without a company creates one or joins one; the dashboard menu is not shown here. */
export function CompanySetupPage() {
  const { t } = useTranslation();
  const { setUser, logout } = useAuth();
  const navigate = useNavigate();
  const [tab, setTab] = useState<SetupTab>('create');
  const [ready, setReady] = useState(false);
  useDocumentTitle(t('companySetup.title'));

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 100);
    return () => window.clearTimeout(timer);
  }, []);

  const done = (user: CurrentUser) => {
    setUser(user);
    navigate(paths.companyHome, { replace: true });
  };

  const back = async () => {
    await logout().catch(() => undefined);
    navigate(paths.login);
  };

  if (!ready) return <PageSpinner label={t('companySetup.preparing')} />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 720, p: { xs: 2.5, sm: 4 } }}>
        <Button
          startIcon={<ArrowBack sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />}
          onClick={() => void back()}
          sx={{ mb: 2 }}
        >
          {t('companySetup.back')}
        </Button>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {t('companySetup.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('companySetup.subtitle')}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, value: SetupTab) => setTab(value)}
          variant="fullWidth"
          sx={{ mb: 3, borderBlockEnd: 1, borderColor: 'divider' }}
        >
          <Tab value="create" label={t('companySetup.createTab')} id="setup-tab-create" aria-controls="setup-panel" />
          <Tab value="join" label={t('companySetup.joinTab')} id="setup-tab-join" aria-controls="setup-panel" />
        </Tabs>
        <div role="tabpanel" id="setup-panel" aria-labelledby={`setup-tab-${tab}`}>
          {tab === 'create' ? <CreateCompanyForm onCreated={done} /> : <JoinCompanyForm onJoined={done} />}
        </div>
      </Paper>
    </Box>
  );
}
