import { Room, Track } from 'livekit-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { correctedUtterance, heardUtterance, type ChatLine } from './chat.ts';
import { nextCaption, visibleCaption, type Caption } from './captions.ts';
import { interviewTimings, stunServers, type MediaProfile } from './constants.ts';
import { connectionError, type InterviewError } from './errors.ts';
import type { MediaResult } from './media.ts';
import { agentStateOf, type AgentState } from './protocol.ts';
import { isInterviewer, listenToRoom } from './roomEvents.ts';
import { publishMedia, roomTracks, toggleSource } from './roomMedia.ts';
import { useRoomChat } from './useRoomChat.ts';

export type { ChatLine };

export type Phase = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'ended' | 'error';

export interface RoomSession {
  token: string;
  serverUrl: string;
  iceServers?: RTCIceServer[] | null;
}

export interface RoomOptions {
  /** A company member watching: subscribes only, never publishes, sends no chat. */
  observer: boolean;
  profile: MediaProfile;
  mobile: boolean;
}

/** One LiveKit room for the interview screen: connection, media controls, chat, captions and the AI's state. */
export function useInterviewRoom({ observer, profile, mobile }: RoomOptions) {
  const roomRef = useRef<Room | null>(null);
  const attempt = useRef(false);
  const explicitState = useRef(false);
  const audioElements = useRef(new Map<string, HTMLMediaElement>());
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<InterviewError | null>(null);
  const [agentPresent, setAgentPresent] = useState(false);
  const [agentSeen, setAgentSeen] = useState(false);
  const [agentState, setAgentState] = useState<AgentState>('idle');
  const [caption, setCaption] = useState<Caption | null>(null);
  const [connectedAt, setConnectedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [version, setVersion] = useState(0);
  const [canPlayAudio, setCanPlayAudio] = useState(true);
  const [mediaError, setMediaError] = useState(false);
  const lastConnection = useRef<{ session: RoomSession; media: MediaResult | null } | null>(null);
  const bump = useCallback(() => setVersion((v) => v + 1), []);
  const { chat, setChat, addChat, candidateSaid, restore, sendChat, typing } = useRoomChat(roomRef, observer);

  // Timer, caption expiry and the spec's periodic UI sync all run off one clock while the room is up.
  useEffect(() => {
    if (phase !== 'connected' && phase !== 'reconnecting') return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [phase]);
  useEffect(() => {
    if (!caption?.clearAt) return;
    const timer = setTimeout(() => setCaption(null), Math.max(0, caption.clearAt - Date.now()));
    return () => clearTimeout(timer);
  }, [caption]);

  const detachAll = useCallback(() => {
    for (const element of audioElements.current.values()) element.remove();
    audioElements.current.clear();
  }, []);

  const connect = useCallback(
    async (session: RoomSession, media: MediaResult | null) => {
      if (attempt.current) return;
      attempt.current = true;
      setError(null);
      setPhase('connecting');
      const room = new Room({
        adaptiveStream: true,
        dynacast: true,
        videoCaptureDefaults: { resolution: profile.camera },
        audioCaptureDefaults: { echoCancellation: true, noiseSuppression: true, sampleRate: profile.audioSampleRate },
      });
      roomRef.current = room;
      const refreshAgent = () => {
        const agent = [...room.remoteParticipants.values()].find(isInterviewer);
        setAgentPresent(Boolean(agent));
        if (agent) setAgentSeen(true);
        const attribute = agent?.attributes['lk.agent.state'] ?? agent?.attributes['agent.state'];
        if (attribute) {
          explicitState.current = true;
          setAgentState(agentStateOf(attribute));
        }
        bump();
      };
      listenToRoom(room, {
        audioElements: audioElements.current,
        explicitState,
        refreshAgent,
        bump,
        detachAll,
        setPhase,
        setCanPlayAudio,
        setAgentState,
        setCaption,
        data: {
          chat: (from, text, seq) => addChat(from, text, seq !== undefined ? { seq } : {}),
          candidateSaid,
          heard: (seq, text, unclear) => setChat((lines) => heardUtterance(lines, seq, text, unclear, Date.now())),
          corrected: (corrects, text) => setChat((lines) => correctedUtterance(lines, corrects, text)),
          caption: (text, final, spokenMs) => setCaption(nextCaption(text, final, Date.now(), spokenMs)),
          state: (state) => {
            explicitState.current = true;
            setAgentState(state);
          },
          end: () => {
            setPhase('ended');
            void room.disconnect();
          },
        },
      });
      try {
        await room.connect(session.serverUrl, session.token, {
          autoSubscribe: true,
          rtcConfig: { iceServers: session.iceServers?.length ? session.iceServers : stunServers },
        });
        lastConnection.current = { session, media };
        setConnectedAt((at) => at ?? Date.now());
        setPhase('connected');
        setCanPlayAudio(room.canPlaybackAudio);
        refreshAgent();
        // A failure to publish leaves the candidate in the room with the chat, and says why.
        if (!observer && media?.stream) await publishMedia(room, media, profile).catch(() => setMediaError(true));
        bump();
      } catch (caught) {
        await room.disconnect().catch(() => undefined);
        roomRef.current = null;
        setError(connectionError(caught, mobile));
        setPhase('error');
      } finally {
        attempt.current = false;
      }
    },
    [addChat, bump, candidateSaid, detachAll, mobile, observer, profile, setChat],
  );

  /** The spec's manual reconnect: disconnect, wait 1 s, connect again (with a fresh token when one is given). */
  const reconnect = useCallback(
    async (renew?: () => Promise<RoomSession>) => {
      const last = lastConnection.current;
      if (!last || attempt.current) return;
      const old = roomRef.current;
      roomRef.current = null;
      detachAll();
      if (old) {
        old.removeAllListeners();
        await old.disconnect().catch(() => undefined);
      }
      setPhase('connecting');
      await new Promise((resolve) => setTimeout(resolve, interviewTimings.reconnectDelayMs));
      let session = last.session;
      try {
        if (renew) session = await renew();
      } catch (caught) {
        setError(connectionError(caught, mobile));
        setPhase('error');
        return;
      }
      await connect(session, last.media);
    },
    [connect, detachAll, mobile],
  );

  const leave = useCallback(async () => {
    setPhase('ended');
    const room = roomRef.current;
    roomRef.current = null;
    detachAll();
    if (room) {
      for (const publication of room.localParticipant.trackPublications.values()) publication.track?.stop();
      await room.disconnect().catch(() => undefined);
    }
  }, [detachAll]);

  // Leaving the page disconnects; only a real unmount has a room to close (StrictMode's rehearsal has none).
  useEffect(
    () => () => {
      const current = roomRef.current;
      roomRef.current = null;
      detachAll();
      void current?.disconnect();
    },
    [detachAll],
  );

  const toggle = useCallback(
    async (source: Track.Source) => {
      const room = roomRef.current;
      if (!room || observer) return;
      await toggleSource(room, source, profile);
      bump();
    },
    [bump, observer, profile],
  );

  const room = roomRef.current;

  return {
    typing,
    version,
    phase,
    error,
    setError,
    connect,
    reconnect,
    leave,
    mediaError,
    dismissMediaError: () => setMediaError(false),
    agentPresent,
    /** The interviewer was here and has gone: the interview is probably over. */
    agentLeft: agentSeen && !agentPresent,
    agentState: phase === 'reconnecting' || phase === 'disconnected' ? ('disconnected' as const) : agentState,
    chat,
    restore,
    sendChat,
    caption: visibleCaption(caption, now),
    elapsedSeconds: connectedAt ? Math.max(0, Math.floor((now - connectedAt) / 1000)) : 0,
    toggleMic: () => toggle(Track.Source.Microphone),
    toggleCamera: () => toggle(Track.Source.Camera),
    toggleScreen: () => toggle(Track.Source.ScreenShare),
    canPlayAudio,
    startAudio: () => room?.startAudio(),
    ...roomTracks(room, isInterviewer),
  };
}

export type InterviewRoomState = ReturnType<typeof useInterviewRoom>;
