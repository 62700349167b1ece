import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interviewsApi, type Invitation, type RoomContext } from '../api/interviews.ts';
import type { PublicJob } from '../api/jobs.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { isMobileAgent, mediaProfile } from './constants.ts';
import { errorText } from '../forms/messages.ts';
import { mediaErrorKey, RoomSetupError, type InterviewError } from './errors.ts';
import { LiveRoom } from './LiveRoom.tsx';
import { requestMedia, type MediaResult } from './media.ts';
import { Ended } from './RoomEnded.tsx';
import {
  apiInterviewError,
  ClosedScreen,
  ConfirmLeave,
  ErrorScreen,
  LeaveGuard,
  WaitingScreen,
} from './RoomScreens.tsx';
import { SetupStage, type InterviewContext } from './SetupStage.tsx';
import { contextOfCreated, sessionOfCreated } from './roomParams.ts';
import { useInterviewRoom, type RoomSession } from './useInterviewRoom.ts';

type Stage = 'setup' | 'media' | 'token' | 'room';
export const joinable = (status: string) => status === 'SCHEDULED' || status === 'IN_PROGRESS';

export type CreateRequest = { jobId: string; phone: string | null; roomName: string | null };

/** The candidate's side of the room: device check and consent, then the live room until it ends. */
export function CandidateRoom({
  invitation,
  direct,
  roomName,
  keyParam,
  create = null,
  job = null,
}: {
  invitation: Invitation | null;
  direct: RoomSession | null;
  roomName: string;
  keyParam: string | null;
  /** Variant B: the room is created (and its context learnt) when the candidate starts. */
  create?: CreateRequest | null;
  job?: PublicJob | null;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const mobile = useMemo(() => isMobileAgent(navigator.userAgent), []);
  const profile = useMemo(() => mediaProfile(navigator.userAgent), []);
  const room = useInterviewRoom({ observer: false, profile, mobile });
  const [stage, setStage] = useState<Stage>('setup');
  const [failure, setFailure] = useState<InterviewError | null>(null);
  const [media, setMedia] = useState<MediaResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mediaRef = useRef<MediaResult | null>(null);
  const [created, setCreated] = useState<(RoomContext & { interviewId: string | null; roomName: string }) | null>(null);
  const context: InterviewContext = {
    jobTitle: invitation?.jobTitle ?? created?.jobName ?? job?.title,
    companyName: invitation?.companyName ?? created?.companyName ?? job?.company?.name,
    candidateName: invitation?.candidateName ?? created?.candidateName ?? user?.name,
    location: invitation?.location ?? job?.location,
    maxDurationMinutes: invitation?.maxDurationMinutes,
    // Asking for a person is done on the candidate's own application (by its id or its job's).
    reviewApplication: invitation?.applicationId ?? create?.jobId ?? job?.id ?? null,
  };
  const interviewId = invitation?.interviewId ?? created?.interviewId ?? null;

  // On every (re)connection the chat shows the conversation so far as the server recorded it: after a reload
  // or on another device the candidate sees what was asked and answered.
  const { phase, restore } = room;
  useEffect(() => {
    if (phase !== 'connected' || !interviewId) return;
    const controller = new AbortController();
    interviewsApi.conversation(interviewId, keyParam, controller.signal).then(
      (conversation) => restore(conversation.lines),
      () => undefined,
    );
    return () => controller.abort();
  }, [phase, interviewId, keyParam, restore]);

  // Camera and microphone are released however the page is left.
  useEffect(
    () => () => {
      mediaRef.current?.stream?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  // The agent leaves when it has closed the interview: once the server says it is over, show the end screen.
  const { agentLeft, leave } = room;
  useEffect(() => {
    if (!agentLeft || !interviewId) return;
    let stopped = false;
    const check = () =>
      interviewsApi.invitation(interviewId, keyParam).then(
        (current) => {
          if (!stopped && !joinable(current.status)) void leave();
        },
        () => undefined,
      );
    void check();
    const timer = setInterval(() => void check(), 3000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [agentLeft, interviewId, keyParam, leave]);

  const candidateName = context.candidateName;
  // A reconnect asks for a new token of the room created first.
  const createdRoom = useRef<string | null>(null);
  const createSession = useCallback(
    async (request: CreateRequest): Promise<RoomSession> => {
      const room = createdRoom.current ?? request.roomName;
      let answer;
      try {
        answer = await interviewsApi.createRoom({
          jobId: request.jobId,
          ...(request.phone ? { phone: request.phone } : {}),
          ...(room ? { roomName: room } : {}),
        });
      } catch (error) {
        const fallback = `interview.errors.${apiInterviewError(error, 'connect').key}`;
        throw new RoomSetupError({ key: 'createRoom', message: errorText(t, error, fallback) });
      }
      const resolved = sessionOfCreated(answer, null);
      if ('error' in resolved) throw new RoomSetupError(resolved.error);
      createdRoom.current = resolved.roomName;
      setCreated({ ...contextOfCreated(answer), interviewId: answer.interviewId ?? null, roomName: resolved.roomName });
      return resolved.session;
    },
    [t],
  );
  const fetchSession = useCallback(async (): Promise<RoomSession> => {
    if (direct) return direct;
    if (create) return createSession(create);
    const answer = await interviewsApi.token({
      roomName,
      participantName: candidateName || 'Candidate',
      ...(keyParam ? { key: keyParam } : {}),
    });
    return { token: answer.token, serverUrl: answer.liveKitUrl || invitation?.liveKitUrl || '' };
  }, [candidateName, create, createSession, direct, invitation, keyParam, roomName]);

  /**
   * End Interview (or leaving the page through the app): the server completes the interview first, so My
   * Interviews and the link show it ended at once; the room is left either way.
   */
  const [ending, setEnding] = useState(false);
  const endInterview = useCallback(async () => {
    setEnding(true);
    // The room is left first: the server then closes it with nobody in it.
    await leave();
    if (interviewId) {
      const bounded = new Promise<void>((resolve) => setTimeout(resolve, 5000));
      await Promise.race([interviewsApi.end(interviewId, keyParam).catch(() => undefined), bounded]);
    }
    setEnding(false);
  }, [interviewId, keyParam, leave]);

  const start = useCallback(async () => {
    setStage('media');
    const granted = navigator.mediaDevices?.getUserMedia
      ? await requestMedia((constraints) => navigator.mediaDevices.getUserMedia(constraints), profile)
      : { mode: 'none' as const, stream: null, error: null };
    mediaRef.current = granted;
    setMedia(granted);
    let session = direct;
    if (!session) {
      setStage('token');
      try {
        session = await fetchSession();
      } catch (error) {
        setFailure(error instanceof RoomSetupError ? error.detail : apiInterviewError(error, 'token'));
        return;
      }
    }
    setStage('room');
    await room.connect(session, granted);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [direct, fetchSession, profile, room.connect]);

  const running =
    stage === 'room' && (room.phase === 'connecting' || room.phase === 'connected' || room.phase === 'reconnecting');
  const guard = <LeaveGuard active={running} onLeave={endInterview} />;

  if (failure?.key === 'ended') return <ClosedScreen status={null} signedIn={user?.userType === 'CANDIDATE'} />;
  if (failure) return <ErrorScreen error={failure} />;
  if (stage === 'setup') return <SetupStage context={context} onStart={() => void start()} />;
  if (stage === 'media' || stage === 'token')
    return (
      <WaitingScreen
        title={t('interview.preparingRoom')}
        body={t(
          stage === 'media' ? 'interview.askingMedia' : create ? 'interview.creatingRoom' : 'interview.gettingToken',
        )}
      />
    );
  if (room.phase === 'error' && room.error) return <ErrorScreen error={room.error} />;
  if (ending) return <WaitingScreen title={t('interview.ending')} />;
  if (room.phase === 'ended') return <Ended signedIn={user?.userType === 'CANDIDATE'} />;
  if (room.phase === 'idle' || room.phase === 'connecting')
    return (
      <>
        {guard}
        <WaitingScreen title={t('interview.connectingTitle')} body={t('interview.connectingBody')} />
      </>
    );
  const note =
    media && media.mode !== 'full'
      ? `${t(`interview.errors.${mediaErrorKey(media.error, mobile)}`, { message: '' })} ${t(media.mode === 'audio' ? 'interview.audioOnly' : 'interview.chatOnly')}`
      : null;
  return (
    <>
      {guard}
      <LiveRoom
        room={room}
        context={context}
        observer={false}
        mobile={mobile}
        mediaNote={note}
        onEnd={() => setConfirming(true)}
        onReconnect={() => void room.reconnect(fetchSession)}
      />
      <ConfirmLeave
        open={confirming}
        text={t('interview.endConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void endInterview();
        }}
      />
    </>
  );
}
