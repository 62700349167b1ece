import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { interviewsApi, type Invitation } from '../api/interviews.ts';
import { jobsApi, type PublicJob } from '../api/jobs.ts';
import { useLoad } from '../api/useLoad.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { loginPathFor } from '../auth/paths.ts';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { CandidateRoom, joinable } from './CandidateRoom.tsx';
import type { InterviewError } from './errors.ts';
import { apiInterviewError, ClosedScreen, ErrorScreen, WaitingScreen } from './RoomScreens.tsx';
import { resolveRoomParams } from './roomParams.ts';
import type { RoomSession } from './useInterviewRoom.ts';

/**
 * The candidate's interview room at /interview/:interviewId?key=… (the invitation link). The spec's variant B
 * query (token, roomName, serverUrl) is honoured too: with a token in the URL the invitation and token calls are
 * skipped. Without an id (/interview?jobId=…&phone=…) the room is created for the signed-in candidate.
 */
export function InterviewRoomPage() {
  const { interviewId = '' } = useParams();
  return interviewId ? <InvitedRoomPage interviewId={interviewId} /> : <CreatedRoomPage />;
}

/**
 * Variant B at /interview?jobId=…&phone=… (or ?token=…&roomName=…&serverUrl=…): after the device check, consent and
 * Start, POST /api/room/create-new-room gives the token and the interview's job, company and candidate.
 */
function CreatedRoomPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const params = useMemo(() => resolveRoomParams(query), [query]);
  const { status, user } = useAuth();
  useDocumentTitle(t('interview.title'));
  const jobId = params.kind === 'create' ? params.jobId : null;
  // Only for the set-up screen's header; the room's own context comes with the created room.
  const job = useLoad<PublicJob | null>(
    (signal) => (jobId ? jobsApi.one(jobId, signal).catch(() => null) : Promise.resolve(null)),
    [jobId],
  );

  if (params.kind === 'missing') return <InvitationError error={params.error} />;
  if (params.kind === 'direct')
    return <CandidateRoom invitation={null} direct={params.session} roomName={params.roomName} keyParam={null} />;
  if (status === 'loading' || (job.loading && job.data === undefined))
    return <WaitingScreen title={t('interview.preparingRoom')} />;
  if (!user) return <InvitationError error={{ key: 'forbidden' }} />;
  return (
    <CandidateRoom
      invitation={null}
      direct={null}
      roomName={params.roomName ?? ''}
      keyParam={null}
      create={params}
      job={job.data ?? null}
    />
  );
}

function InvitedRoomPage({ interviewId }: { interviewId: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [query] = useSearchParams();
  const key = query.get('key');
  const direct = useMemo<RoomSession | null>(() => {
    const token = query.get('token');
    const serverUrl = query.get('serverUrl');
    return token && serverUrl && query.get('roomName') ? { token, serverUrl } : null;
  }, [query]);
  useDocumentTitle(t('interview.title'));
  const invitation = useLoad<Invitation | null>(
    (signal) => (direct ? Promise.resolve(null) : interviewsApi.invitation(interviewId, key, signal)),
    [interviewId, key, direct],
  );

  if (invitation.loading && !invitation.data) return <WaitingScreen title={t('interview.preparingRoom')} />;
  if (invitation.error !== undefined) return <InvitationError error={apiInterviewError(invitation.error, 'token')} />;
  const data = invitation.data ?? null;
  if (data && !joinable(data.status))
    return <ClosedScreen status={data.status} signedIn={user?.userType === 'CANDIDATE'} />;
  return (
    <CandidateRoom
      invitation={data}
      direct={direct}
      roomName={data?.roomName ?? query.get('roomName') ?? ''}
      keyParam={key}
    />
  );
}

function InvitationError({ error }: { error: InterviewError }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const location = useLocation();
  if (error.key === 'ended') return <ClosedScreen status={null} signedIn={user?.userType === 'CANDIDATE'} />;
  return (
    <ErrorScreen
      error={error}
      actions={
        error.key === 'forbidden' && !user ? (
          <Button component={RouterLink} to={loginPathFor(location)}>
            {t('interview.signIn')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/jobs">
            {t('interview.browseJobs')}
          </Button>
        )
      }
    />
  );
}
