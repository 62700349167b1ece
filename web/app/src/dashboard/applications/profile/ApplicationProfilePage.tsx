import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { closedApplicationStatuses } from '@tawzeef/interviews/rules';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { HumanInterview } from '../schedule/types.ts';
import { PageSpinner } from '../../../auth/guards.tsx';
import { formatDate } from '../../../jobs/format.ts';
import { useLanguage } from '../../../providers/LanguageProvider.tsx';
import { flipInRtl, fullName } from '../format.ts';
import { confirmedStatuses, StatusDialog } from '../StatusDialog.tsx';
import type { ApplicationStatus } from '../types.ts';
import { AiSummaryCard, CvAnalysisCard, DetailsCard, SkillsCard } from './AnalysisCards.tsx';
import { CandidateCard, JobBanner } from './CandidateCards.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import { InterviewHistory } from './InterviewHistory.tsx';
import { NotesCard } from './NotesCard.tsx';
import { ProfileUnavailable } from './ProfileUnavailable.tsx';
import { CurrentStatusCard, DocumentsCard, QuickActions } from './StatusCards.tsx';
import { TimelineCard } from './TimelineCard.tsx';
import { HumanInterviewsCard } from './HumanInterviewsCard.tsx';
import { LegalHoldCard } from './LegalHoldCard.tsx';
import { ReviewRequestsCard } from './ReviewRequestsCard.tsx';
import { useApplicationPart } from './useApplicationPart.ts';
import { useApplicationProfile } from './useApplicationProfile.ts';
import { ScheduleDialog, type ScheduleOutcome, type ScheduleTarget } from '../schedule/ScheduleDialog.tsx';
import { sentence, UserText } from '../../../i18n/isolate.tsx';
import { DecisionLogTab } from '../../decision-log/DecisionLogTab.tsx';

/**
 * The candidate application profile, reached from a job's applications (variant 'job') or from the
 * pipeline (variant 'pipeline'); the content is the same, the back link and the error texts differ.
 */
export function ApplicationProfilePage({ variant }: { variant: 'job' | 'pipeline' }) {
  const { t } = useTranslation();
  const params = useParams();
  const applicationId = (variant === 'job' ? params.applicationId : params.id) ?? '';
  const jobId = variant === 'job' ? (params.id ?? '') : '';
  const back =
    variant === 'job'
      ? {
          to: `/dashboard/jobs/${encodeURIComponent(jobId)}/applications`,
          label: t('companyApplications.profile.backToApplications'),
        }
      : { to: '/dashboard/candidates', label: t('companyApplications.profile.backToCandidates') };
  const missing = !applicationId || (variant === 'job' && !jobId);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBack sx={flipInRtl} />}>
          {back.label}
        </Button>
      </Box>
      {missing ? (
        <Alert severity="error">
          {variant === 'job' ? t('companyApplications.profile.noIds') : t('companyApplications.profile.noId')}
        </Alert>
      ) : (
        <Profile key={applicationId} id={applicationId} variant={variant} back={back} />
      )}
    </Box>
  );
}

function Profile({
  id,
  variant,
  back,
}: {
  id: string;
  variant: 'job' | 'pipeline';
  back: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const profile = useApplicationProfile(id);
  const [tab, setTab] = useState<'overview' | 'history' | 'decisions'>('overview');
  const [pending, setPending] = useState<ApplicationStatus | null>(null);
  const [scheduling, setScheduling] = useState<ScheduleTarget | null>(null);
  const humanInterviews = useApplicationPart<HumanInterview[]>('applicationHumanInterviews', id);
  const notify = useNotify();
  const { application } = profile;
  const app = application.data;

  if (!app && application.isPending && !application.error)
    return <PageSpinner label={t('companyApplications.profile.loading')} />;
  if (!app)
    return (
      <ProfileUnavailable
        error={application.error}
        variant={variant}
        back={back}
        onRetry={() => void application.refetch()}
      />
    );

  // Until a reload brings the new version, a change would be sent with a stale expectedVersion.
  const busy = profile.updating ?? (application.isFetching ? 'reloading' : null);
  const name = fullName(app) || t('companyApplications.unknownCandidate');
  const position = app.job?.title ?? t('companyApplications.unknownPosition');
  const schedule = () => setScheduling({ kind: 'one', applicationId: app.id, name });
  const scheduled = (outcome: ScheduleOutcome) => {
    setScheduling(null);
    notify(t(outcome.kind === 'reschedule' ? 'humanInterviews.done.rescheduled' : 'humanInterviews.done.scheduled'), {
      type: 'success',
    });
    humanInterviews.reload();
    void application.refetch();
    profile.history.reload();
  };
  const requestStatus = (status: ApplicationStatus) => {
    // Scheduling opens the form: the interview it records moves the status.
    if (status === 'INTERVIEW_SCHEDULED') schedule();
    else if (confirmedStatuses.includes(status)) setPending(status);
    else void profile.changeStatus(status);
  };

  return (
    <>
      <Title title={<UserText>{name}</UserText>} />
      <Box>
        <Typography component="h1" variant="h5" data-testid="candidate-name">
          <UserText>{name}</UserText>
        </Typography>
        <Typography color="text.secondary">
          {sentence(
            t,
            'companyApplications.profile.subtitle',
            { position, job: app.job?.title ?? '' },
            { date: formatDate(app.appliedAt, language) },
          )}
        </Typography>
      </Box>
      {profile.conflict && (
        <Alert severity="warning" onClose={profile.dismiss} data-testid="version-conflict">
          {t('companyApplications.errors.VERSION_CONFLICT')}
        </Alert>
      )}
      {profile.failure && (
        <Alert severity="error" onClose={profile.dismiss} data-testid="status-failure">
          {profile.failure}
        </Alert>
      )}
      <JobBanner app={app} />
      <Tabs
        value={tab}
        onChange={(_, value: 'overview' | 'history' | 'decisions') => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('companyApplications.profile.tabsLabel')}
      >
        <Tab
          value="overview"
          label={t('companyApplications.profile.overview')}
          id="tab-overview"
          aria-controls="panel-overview"
        />
        <Tab
          value="history"
          label={t('companyApplications.history.tab')}
          id="tab-history"
          aria-controls="panel-history"
        />
        <Tab value="decisions" label={t('decisionLog.tab')} id="tab-decisions" aria-controls="panel-decisions" />
      </Tabs>
      {tab === 'decisions' ? (
        <Box role="tabpanel" id="panel-decisions" aria-labelledby="tab-decisions">
          <DecisionLogTab applicationId={app.id} />
        </Box>
      ) : tab === 'history' ? (
        <Box role="tabpanel" id="panel-history" aria-labelledby="tab-history">
          <HistoryTab history={profile.history} />
        </Box>
      ) : (
        <Box
          role="tabpanel"
          id="panel-overview"
          aria-labelledby="tab-overview"
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <CandidateCard app={app} />
            <CvAnalysisCard app={app} />
            <SkillsCard app={app} />
            <DetailsCard app={app} />
            <AiSummaryCard app={app} />
            <HumanInterviewsCard
              interviews={humanInterviews}
              canSchedule={!closedApplicationStatuses.includes(app.status)}
              onSchedule={schedule}
              onReschedule={(interview) => setScheduling({ kind: 'reschedule', interview, name })}
            />
            <InterviewHistory applicationId={app.id} />
          </Box>
          <Box
            component="aside"
            sx={{ display: 'grid', gap: 2, minWidth: 0 }}
            aria-label={t('companyApplications.profile.sideLabel')}
          >
            <ReviewRequestsCard
              applicationId={app.id}
              canSchedule={!closedApplicationStatuses.includes(app.status)}
              onSchedule={schedule}
              onAnswered={() => {
                void application.refetch();
                profile.history.reload();
              }}
            />
            <CurrentStatusCard
              app={app}
              updating={busy}
              onStatus={requestStatus}
              onPriority={(priority) => void profile.changePriority(priority)}
            />
            <QuickActions app={app} updating={busy} onStatus={requestStatus} />
            <DocumentsCard app={app} />
            <NotesCard notes={app.notes ?? []} onAdd={profile.addNote} />
            <TimelineCard app={app} />
            <LegalHoldCard applicationId={app.id} />
          </Box>
        </Box>
      )}
      <StatusDialog
        key={pending ?? 'none'}
        pending={pending ? { status: pending, subject: name } : null}
        onCancel={() => setPending(null)}
        onConfirm={(reason) => {
          if (pending) void profile.changeStatus(pending, reason || undefined);
          setPending(null);
        }}
      />
      <ScheduleDialog target={scheduling} onClose={() => setScheduling(null)} onDone={scheduled} />
    </>
  );
}
