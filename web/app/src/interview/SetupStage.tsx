import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useCounts } from '../i18n/plural.ts';
import { interviewTimings } from './constants.ts';
import { checkDevices, startBlocker, type DeviceReport } from './deviceCheck.ts';
import { UserTexts } from '../i18n/isolate.tsx';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';
import { privacyApi } from '../api/privacy.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { errorText } from '../forms/messages.ts';
import { NoticeConsent } from '../privacy/NoticeConsent.tsx';

export interface InterviewContext {
  jobTitle?: string | null;
  companyName?: string | null;
  candidateName?: string | null;
  location?: string | null;
  maxDurationMinutes?: number | null;
  /** The application (or its job) whose page takes a request for a person instead of the AI interview. */
  reviewApplication?: string | null;
}

/**
 * Device check (3 s), the AI-use notice (accepted and recorded before the interview starts), privacy consent
 * and Start Interview (then a 2 s "Preparing" pause).
 */
export function SetupStage({ context, onStart }: { context: InterviewContext; onStart: () => void }) {
  const { t } = useTranslation();
  const counts = useCounts();
  const [report, setReport] = useState<DeviceReport | null>(null);
  const [checked, setChecked] = useState(false);
  const [consented, setConsented] = useState(false);
  const [starting, setStarting] = useState(false);
  const { user } = useAuth();
  const [noticeAccepted, setNoticeAccepted] = useState(false);
  const [noticeError, setNoticeError] = useState<string | undefined>();
  const [recording, setRecording] = useState(false);

  useEffect(() => {
    let alive = true;
    const timer = setTimeout(() => alive && setChecked(true), interviewTimings.deviceTestMs);
    void checkDevices().then((found) => alive && setReport(found));
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);

  // The 2 s pause must not restart when the parent re-renders with a new callback.
  const onStartRef = useRef(onStart);
  useEffect(() => {
    onStartRef.current = onStart;
  }, [onStart]);
  useEffect(() => {
    if (!starting) return;
    const timer = setTimeout(() => onStartRef.current(), interviewTimings.startDelayMs);
    return () => clearTimeout(timer);
  }, [starting]);

  const done = checked && report !== null;
  const blocker = startBlocker(consented && noticeAccepted, done);
  const begin = async () => {
    setRecording(true);
    try {
      await privacyApi.accept({ aiUse: currentNoticeVersions.aiUse }, 'interview', Boolean(user));
      setStarting(true);
    } catch (error) {
      setNoticeError(errorText(t, error, 'notices.recordFailed'));
    } finally {
      setRecording(false);
    }
  };
  const rows: { key: 'supported' | 'camera' | 'microphone' | 'speaker'; ok: boolean }[] = report
    ? [
        { key: 'supported', ok: report.supported },
        { key: 'camera', ok: report.camera },
        { key: 'microphone', ok: report.microphone },
        { key: 'speaker', ok: report.speaker },
      ]
    : [];

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }} data-testid="interview-setup">
      <Box>
        <Typography component="h1" variant="h4">
          {t('interview.setup.title')}
        </Typography>
        <Typography color="text.secondary">
          {context.jobTitle || context.companyName ? (
            <UserTexts items={[context.jobTitle, context.companyName]} />
          ) : (
            t('interview.setup.subtitle')
          )}
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: 2.5, display: 'grid', gap: 1.5 }}
        component="section"
        aria-labelledby="device-check"
      >
        <Typography id="device-check" component="h2" variant="h6">
          {t('interview.setup.deviceCheck')}
        </Typography>
        {!done ? (
          <Box role="status" sx={{ display: 'grid', gap: 1 }}>
            <Typography>{t('interview.setup.checking')}</Typography>
            <LinearProgress aria-label={t('interview.setup.checking')} />
          </Box>
        ) : (
          <List dense disablePadding data-testid="device-report">
            {rows.map((row) => (
              <ListItem key={row.key} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {row.ok ? <CheckCircle color="success" /> : <ErrorOutline color="warning" />}
                </ListItemIcon>
                <ListItemText
                  primary={t(`interview.setup.device.${row.key}`)}
                  secondary={row.ok ? t('interview.setup.found') : t('interview.setup.notFound')}
                />
              </ListItem>
            ))}
          </List>
        )}
        {done && report && (!report.camera || !report.microphone) && (
          <Alert severity="info">{t('interview.setup.chatFallback')}</Alert>
        )}
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: 2.5, display: 'grid', gap: 1 }}
        component="section"
        aria-labelledby="interview-tips"
      >
        <Typography id="interview-tips" component="h2" variant="h6">
          {t('interview.setup.beforeYouStart')}
        </Typography>
        <Typography component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
          <li>{t('interview.tips.quiet')}</li>
          <li>{t('interview.tips.chat')}</li>
          <li>
            {context.maxDurationMinutes
              ? t('interview.tips.duration', { duration: counts.count(context.maxDurationMinutes, 'minute') })
              : t('interview.tips.durationUnknown')}
          </li>
          <li>{t('interview.tips.camera')}</li>
        </Typography>
      </Paper>
      <NoticeConsent
        id="interview-acceptedNotices"
        kinds={['ai-use']}
        checked={noticeAccepted}
        onChange={(checked) => {
          setNoticeAccepted(checked);
          setNoticeError(undefined);
        }}
        error={noticeError}
        disabled={starting}
      />
      {context.reviewApplication && (
        <Link
          component={RouterLink}
          // Signed out, the candidate area's guard asks to sign in first and comes back here.
          to={`/userdashboard/applications/${encodeURIComponent(context.reviewApplication)}#application-review-requests`}
          variant="body2"
          data-testid="ask-human-review"
        >
          {t('reviewRequests.candidate.roomLink')}
        </Link>
      )}
      <FormControlLabel
        control={<Checkbox checked={consented} onChange={(event) => setConsented(event.target.checked)} />}
        label={
          <Trans
            i18nKey="interview.setup.consent"
            components={{
              policy: <Link href="/privacy-policy" target="_blank" rel="noopener" />,
            }}
          />
        }
        data-testid="privacy-consent"
      />
      <Box>
        <Button
          variant="contained"
          size="large"
          disabled={blocker !== null || starting || recording}
          onClick={() => void begin()}
          data-testid="start-interview"
        >
          {starting
            ? t('interview.setup.preparing')
            : blocker === 'devices'
              ? t('interview.setup.waitDevices')
              : blocker === 'consent'
                ? t('interview.setup.acceptPolicy')
                : t('interview.setup.start')}
        </Button>
      </Box>
    </Box>
  );
}
