import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { candidateApplicationsApi, type CandidateApplication } from '../../api/applications-candidate.ts';
import { ApiError } from '../../api/client.ts';
import { useLoad } from '../../api/useLoad.ts';
import { PageSpinner } from '../../auth/guards.tsx';
import { errorText, loose } from '../../forms/messages.ts';
import { formatDate } from '../../jobs/format.ts';
import { useLanguage } from '../../providers/LanguageProvider.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { Fact, Facts, ProfileSection } from '../ProfileSection.tsx';
import { CvAnalysisSection, analysisState } from './CvAnalysisSection.tsx';
import { LightMarkup } from './LightMarkup.tsx';
import { NextSteps } from './NextSteps.tsx';
import { ReviewRequestsSection } from './ReviewRequestsSection.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { displayStatusOf, withdrawable } from './status.ts';
import { isolate, sentence, UserText, withoutBidiControls } from '../../i18n/isolate.tsx';

const pollMs = 5000;

const aiSections = [
  ['aiCvRecommendations', 'cv'],
  ['aiInterviewRecommendations', 'interview'],
  ['aiSecondInterviewRecommendations', 'secondInterview'],
] as const;

/** /userdashboard/applications/:jobId: one application with its status, analysis and AI advice. */
export function ApplicationDetailsPage() {
  const { t } = useTranslation();
  const say = loose(t);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { jobId = '' } = useParams();
  const result = useLoad((signal) => candidateApplicationsApi.one(jobId, signal, language), [jobId, language]);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [withdrawing, setWithdrawing] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const a: CandidateApplication | undefined = result.data;
  useDocumentTitle(a ? isolate(a.job.title) : t('myApplication.loading'));

  const pending = a ? analysisState(a) === 'inProgress' && a.status !== 'WITHDRAWN' : false;
  const { setData } = result;
  useEffect(() => {
    if (!pending) return undefined;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      candidateApplicationsApi.one(jobId, controller.signal, language).then(setData, () => undefined);
    }, pollMs);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [pending, jobId, setData, language]);

  if (result.loading && !a) return <PageSpinner label={t('myApplication.loading')} />;
  if (!a) {
    const missing = result.error instanceof ApiError && result.error.status === 404;
    return (
      <Alert severity="error" data-testid="application-error">
        <AlertTitle>{t('myApplication.errorTitle')}</AlertTitle>
        {missing ? t('myApplication.notFound') : errorText(t, result.error, 'myApplication.fetchFailed')}
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button variant="outlined" color="inherit" size="small" onClick={() => void navigate(-1)}>
            {t('myApplication.goBack')}
          </Button>
          <Button variant="contained" color="error" size="small" onClick={result.reload}>
            {t('myApplication.tryAgain')}
          </Button>
        </Box>
      </Alert>
    );
  }

  const withdraw = async () => {
    setWithdrawing(true);
    try {
      const updated = await candidateApplicationsApi.withdraw(a.id, reason.trim() || undefined);
      setData(updated);
      setNotice({ severity: 'success', text: t('myApplication.withdrawn') });
      setWithdrawOpen(false);
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(t, error, 'myApplication.withdrawFailed') });
      setWithdrawOpen(false);
    } finally {
      setWithdrawing(false);
    }
  };

  const statusMessage = say(`myApplication.messages.${a.status}`, { defaultValue: a.statusMessage ?? '' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button
          component={RouterLink}
          to="/userdashboard/applications"
          startIcon={<ArrowBack sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />}
        >
          {t('myApplication.back')}
        </Button>
      </Box>
      {notice && (
        <Alert
          severity={notice.severity}
          onClose={() => setNotice(null)}
          role={notice.severity === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1.5 }} data-testid="application-summary">
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 24, md: 32 }, overflowWrap: 'anywhere' }}>
              <UserText>{a.job.title}</UserText>
            </Typography>
            <Typography color="text.secondary">
              <UserText>{a.job.company.name}</UserText>
            </Typography>
          </Box>
          <StatusBadge status={displayStatusOf(a.status, a.displayStatus)} />
        </Box>
        <Facts>
          <Fact label={t('myApplication.appliedOn')} value={formatDate(a.appliedAt, language)} />
          <Fact label={t('myApplication.applicationId')} value={<span dir="ltr">{a.id}</span>} />
          <Fact
            label={t('myApplication.cv')}
            value={a.resume?.fileName ? <UserText>{withoutBidiControls(a.resume.fileName)}</UserText> : null}
          />
          <Fact
            label={t('myApplication.viewJob')}
            value={
              <Link component={RouterLink} to={`/jobs/${encodeURIComponent(a.jobId)}`}>
                <UserText>{a.job.title}</UserText>
              </Link>
            }
          />
        </Facts>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <ProfileSection id="application-status" title={t('myApplication.currentStatus')}>
            <Typography data-testid="status-message" sx={{ mb: 2 }}>
              {statusMessage}
            </Typography>
            <NextSteps status={a.status} />
          </ProfileSection>
          <CvAnalysisSection application={a} />
          {aiSections.map(([field, key]) => {
            const text = a[field];
            return text ? (
              <ProfileSection key={field} id={`application-ai-${key}`} title={t(`myApplication.ai.${key}`)}>
                <LightMarkup text={text} />
              </ProfileSection>
            ) : null;
          })}
          <ReviewRequestsSection applicationId={a.id} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ProfileSection id="application-answers" title={t('myApplication.summary')}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
              {/* Typed by the candidate in any language: isolated, so "1 month" does not read "month 1" right to left. */}
              <Fact
                label={t('myApplication.expectedSalary')}
                value={a.expectedSalary && <bdi>{a.expectedSalary}</bdi>}
              />
              <Fact label={t('myApplication.noticePeriod')} value={a.noticePeriod && <bdi>{a.noticePeriod}</bdi>} />
              <Fact
                label={t('myApplication.coverLetter')}
                value={
                  <Box component="span" dir="auto" sx={{ whiteSpace: 'pre-line', display: 'block' }}>
                    {a.coverLetter || t('myApplication.noCoverLetter')}
                  </Box>
                }
              />
            </Box>
          </ProfileSection>
          {withdrawable(a.status) && (
            <Button variant="outlined" color="error" onClick={() => setWithdrawOpen(true)}>
              {t('myApplication.withdraw')}
            </Button>
          )}
        </Box>
      </Box>
      <ConfirmDialog
        open={withdrawOpen}
        title={t('myApplication.withdrawTitle')}
        body={sentence(t, 'myApplication.withdrawBody', { title: a.job.title })}
        confirmLabel={t('myApplication.withdrawConfirm')}
        busyLabel={t('myApplication.withdrawing')}
        busy={withdrawing}
        danger
        onConfirm={() => void withdraw()}
        onClose={() => setWithdrawOpen(false)}
      >
        <TextField
          id="withdraw-reason"
          label={t('myApplication.withdrawReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </ConfirmDialog>
    </Box>
  );
}
