import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { CurrentUser, UserType } from '../api/identity.ts';
import { useAuth } from './AuthProvider.tsx';
import { homeFor, loginPathFor } from './paths.ts';

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={28} />
        <Typography>{label ?? t('auth.loading')}</Typography>
      </Box>
    </Box>
  );
}

function SessionError() {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  return (
    <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refresh()}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {t('auth.sessionError')}
      </Alert>
    </Box>
  );
}

/**
 * Renders children only for a signed-in user of the given type; anyone else goes to the login page
 * (which comes back here) or to their own home.
 */
export function RequireUser({
  userType,
  children,
}: {
  userType: UserType;
  children: (user: CurrentUser) => ReactNode;
}) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'error') return <SessionError />;
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  if (user.userType !== userType) return <Navigate to={homeFor(user)} replace />;
  return children(user);
}
