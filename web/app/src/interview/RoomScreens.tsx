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
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useBlocker } from 'react-router';
import { ApiError } from '../api/client.ts';
import { paths } from '../auth/paths.ts';
import type { InterviewError } from './errors.ts';

export function Centered({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId} sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 560, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>{children}</Box>
    </Box>
  );
}

export function WaitingScreen({ title, body }: { title: string; body?: string }) {
  return (
    <Centered testId="room-waiting">
      <CircularProgress aria-hidden />
      <Typography component="h1" variant="h5" role="status">
        {title}
      </Typography>
      {body && <Typography color="text.secondary">{body}</Typography>}
    </Centered>
  );
}

/** 'Connection Error' with the spec's message (an interview no longer open is not one); Try Again reloads the page. */
export function ErrorScreen({ error, actions }: { error: InterviewError; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Centered testId="room-error">
      <Typography component="h1" variant="h5">
        {t(error.key === 'ended' ? 'interview.closed.title.other' : 'interview.connectionError')}
      </Typography>
      <Alert severity="error" sx={{ textAlign: 'start' }} data-testid="room-error-message">
        {t(`interview.errors.${error.key}`, {
          message: error.message ?? '',
          token: t(error.missing?.token ? 'interview.param.present' : 'interview.param.missing'),
          roomName: t(error.missing?.roomName ? 'interview.param.present' : 'interview.param.missing'),
        })}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('interview.tryAgain')}
        </Button>
        {actions}
      </Box>
    </Centered>
  );
}

type ClosedKind = 'COMPLETED' | 'EXPIRED' | 'CANCELLED' | 'other';
const closedKind = (status: string | null): ClosedKind =>
  status === 'COMPLETED' || status === 'EXPIRED' || status === 'CANCELLED' ? status : 'other';

/**
 * The link of an interview that can no longer be joined says so in its own words (completed, expired or
 * cancelled; `status` null when only "no longer open" is known): it is not a connection error.
 */
export function ClosedScreen({ status, signedIn }: { status: string | null; signedIn: boolean }) {
  const { t } = useTranslation();
  const kind = closedKind(status);
  return (
    <Centered testId="room-closed">
      <Typography component="h1" variant="h5">
        {t(`interview.closed.title.${kind}`)}
      </Typography>
      <Typography color="text.secondary">{t(`interview.closed.body.${kind}`)}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {signedIn && (
          <Button variant="contained" component={RouterLink} to={`${paths.candidateHome}/interviews`}>
            {t('interview.myInterviews')}
          </Button>
        )}
        <Button component={RouterLink} to="/jobs">
          {t('interview.browseJobs')}
        </Button>
      </Box>
    </Centered>
  );
}

/** An API failure of the invitation or token call in the spec's words. */
export function apiInterviewError(error: unknown, fallback: InterviewError['key']): InterviewError {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return { key: 'forbidden' };
    if (error.status === 404) return { key: 'notFound' };
    if (error.status === 409) return { key: 'ended' };
  }
  return { key: fallback };
}

export function ConfirmLeave({
  open,
  text,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="leave-title" aria-describedby="leave-text">
      <DialogTitle id="leave-title">{t('interview.leaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('interview.stay')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} data-testid="confirm-leave">
          {t('interview.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * While the interview runs, closing the tab asks the browser's own question and leaving through the app asks ours
 * ('Are you sure you want to leave? This will end the interview.').
 */
export function LeaveGuard({ active, onLeave }: { active: boolean; onLeave: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('interview.leaveWarning');
      return t('interview.leaveWarning');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, t]);
  return (
    <ConfirmLeave
      open={blocker.state === 'blocked'}
      text={t('interview.leaveWarning')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        // The interview is ended first, so the page the candidate goes to already shows it ended.
        void Promise.resolve(onLeave()).finally(() => blocker.proceed?.());
      }}
    />
  );
}
