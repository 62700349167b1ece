import Button from '@mui/material/Button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { interviewsApi, type Interview } from '../api/interviews.ts';
import { RequireUser } from '../auth/guards.tsx';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { isMobileAgent, mediaProfile } from './constants.ts';
import type { InterviewError } from './errors.ts';
import { LiveRoom } from './LiveRoom.tsx';
import { apiInterviewError, Centered, ErrorScreen, WaitingScreen } from './RoomScreens.tsx';
import type { InterviewContext } from './SetupStage.tsx';
import { useInterviewRoom } from './useInterviewRoom.ts';
import Typography from '@mui/material/Typography';
import { shown } from '../privacy/erased.ts';

/** /room/:roomId: a company member watches a live interview; subscribe-only and hidden from the candidate. */
export function ObserverRoomPage() {
  return <RequireUser userType="COMPANY">{(user) => <Observer name={user.name || 'Observer'} />}</RequireUser>;
}

function Observer({ name }: { name: string }) {
  const { t } = useTranslation();
  const { roomId = '' } = useParams();
  useDocumentTitle(t('interview.observerTitle'));
  const mobile = useMemo(() => isMobileAgent(navigator.userAgent), []);
  const profile = useMemo(() => mediaProfile(navigator.userAgent), []);
  const room = useInterviewRoom({ observer: true, profile, mobile });
  const [failure, setFailure] = useState<InterviewError | null>(roomId ? null : { key: 'missing' });
  const [interview, setInterview] = useState<Interview | null>(null);
  const started = useRef(false);
  const { connect } = room;

  useEffect(() => {
    if (!roomId || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const answer = await interviewsApi.token({ roomName: roomId, participantName: name });
        if (answer.interviewId) void interviewsApi.one(answer.interviewId).then(setInterview, () => undefined);
        await connect({ token: answer.token, serverUrl: answer.liveKitUrl }, null);
      } catch (error) {
        setFailure(apiInterviewError(error, 'token'));
      }
    })();
  }, [connect, name, roomId]);

  const context: InterviewContext = {
    jobTitle: interview?.job?.title,
    companyName: interview?.job?.company?.name,
    candidateName:
      shown([interview?.candidate?.firstName, interview?.candidate?.lastName].filter(Boolean).join(' ')) || null,
    maxDurationMinutes: interview?.maxDurationMinutes,
  };
  const back = (
    <Button component={RouterLink} to="/dashboard">
      {t('interview.backToDashboard')}
    </Button>
  );
  if (failure) return <ErrorScreen error={failure} actions={back} />;
  if (room.phase === 'error' && room.error) return <ErrorScreen error={room.error} actions={back} />;
  if (room.phase === 'ended')
    return (
      <Centered testId="room-ended">
        <Typography component="h1" variant="h5">
          {t('interview.observerEnded')}
        </Typography>
        {back}
      </Centered>
    );
  if (room.phase === 'idle' || room.phase === 'connecting')
    return <WaitingScreen title={t('interview.connectingTitle')} />;
  return (
    <>
      <LiveRoom
        room={room}
        context={context}
        observer
        mobile={mobile}
        mediaNote={null}
        onEnd={() => void room.leave()}
        onReconnect={() =>
          void room.reconnect(async () => {
            const answer = await interviewsApi.token({ roomName: roomId, participantName: name });
            return { token: answer.token, serverUrl: answer.liveKitUrl };
          })
        }
      />
    </>
  );
}
