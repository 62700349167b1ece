import {
  ConnectionState,
  DisconnectReason,
  type Participant,
  type RemoteParticipant,
  type RemoteTrack,
  Room,
  RoomEvent,
  Track,
  type TranscriptionSegment,
} from 'livekit-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  appendLine,
  candidateUtterance,
  correctedUtterance,
  heardUtterance,
  mergeRecorded,
  type ChatLine,
  type RecordedLine,
} from './chat.ts';
import { nextCaption, visibleCaption, type Caption } from './captions.ts';
import { interviewTimings, stunServers, type MediaProfile } from './constants.ts';
import { connectionError, type InterviewError } from './errors.ts';
import type { MediaResult } from './media.ts';
import { agentStateOf, chatTopic, encodeMessage, isInterviewerIdentity, type AgentState } from './protocol.ts';
import { publishMedia, roomTracks, toggleSource } from './roomMedia.ts';
import { handleData } from './roomHandlers.ts';

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

const isInterviewer = (participant: Participant | undefined) =>
  Boolean(participant && isInterviewerIdentity(participant.identity, participant.isAgent));

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
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [caption, setCaption] = useState<Caption | null>(null);
  const [connectedAt, setConnectedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [version, setVersion] = useState(0);
  const [canPlayAudio, setCanPlayAudio] = useState(true);
  const [mediaError, setMediaError] = useState(false);
  const lastConnection = useRef<{ session: RoomSession; media: MediaResult | null } | null>(null);
  const bump = useCallback(() => setVersion((v) => v + 1), []);

  const addChat = useCallback((from: ChatLine['from'], text: string, extra: Partial<ChatLine> = {}) => {
    setChat((lines) => appendLine(lines, from, text, Date.now(), extra));
  }, []);
  const candidateSaid = useCallback((text: string, seq?: number) => {
    setChat((lines) => candidateUtterance(lines, text, Date.now(), seq));
  }, []);
  /** The conversation so far as the server recorded it: a rejoining candidate sees what was said before. */
  const restore = useCallback((recorded: readonly RecordedLine[]) => {
    setChat((lines) => mergeRecorded(lines, recorded));
  }, []);

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
      room
        .on(RoomEvent.ConnectionStateChanged, (state) => {
          if (state === ConnectionState.Reconnecting || state === ConnectionState.SignalReconnecting)
            setPhase('reconnecting');
          else if (state === ConnectionState.Connected) setPhase('connected');
        })
        .on(RoomEvent.Disconnected, (reason) => {
          detachAll();
          setPhase((current) =>
            current === 'ended' ||
            reason === DisconnectReason.ROOM_DELETED ||
            reason === DisconnectReason.CLIENT_INITIATED
              ? 'ended'
              : 'disconnected',
          );
        })
        .on(RoomEvent.ParticipantConnected, refreshAgent)
        .on(RoomEvent.ParticipantDisconnected, refreshAgent)
        .on(RoomEvent.ParticipantAttributesChanged, refreshAgent)
        .on(RoomEvent.TrackSubscribed, (track: RemoteTrack, _pub, participant: RemoteParticipant) => {
          if (track.kind === Track.Kind.Audio) {
            const element = track.attach();
            element.dataset.participant = participant.identity;
            document.body.appendChild(element);
            audioElements.current.set(track.sid ?? participant.identity, element);
          }
          bump();
        })
        .on(RoomEvent.TrackUnsubscribed, (track: RemoteTrack) => {
          for (const element of track.detach()) element.remove();
          audioElements.current.delete(track.sid ?? '');
          bump();
        })
        .on(RoomEvent.TrackMuted, bump)
        .on(RoomEvent.TrackUnmuted, bump)
        .on(RoomEvent.LocalTrackPublished, bump)
        .on(RoomEvent.LocalTrackUnpublished, bump)
        .on(RoomEvent.AudioPlaybackStatusChanged, () => setCanPlayAudio(room.canPlaybackAudio))
        .on(RoomEvent.ActiveSpeakersChanged, (speakers: Participant[]) => {
          if (explicitState.current) return;
          const agent = [...room.remoteParticipants.values()].find(isInterviewer);
          if (agent) setAgentState(speakers.includes(agent) ? 'speaking' : 'listening');
        })
        .on(RoomEvent.DataReceived, (payload, participant, _kind, topic) =>
          handleData(payload, topic, !participant || isInterviewer(participant), {
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
          }),
        )
        .on(RoomEvent.TranscriptionReceived, (segments: TranscriptionSegment[], participant?: Participant) => {
          const last = segments[segments.length - 1];
          if (last && isInterviewer(participant)) setCaption(nextCaption(last.text, last.final, Date.now()));
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
    [addChat, bump, candidateSaid, detachAll, mobile, observer, profile],
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

  /** A typed answer, or (`corrects`) the candidate's own words for a spoken answer the agent heard. */
  const sendChat = useCallback(
    async (text: string, corrects?: number) => {
      const room = roomRef.current;
      const trimmed = text.trim();
      if (!room || observer || !trimmed) return false;
      const message = encodeMessage({ type: 'chat', text: trimmed, ...(corrects !== undefined ? { corrects } : {}) });
      await room.localParticipant.publishData(message, { reliable: true, topic: chatTopic });
      addChat('candidate', trimmed, { pending: true });
      // Typed in place of an answer not understood: that line is answered now.
      if (corrects !== undefined)
        setChat((lines) =>
          lines.map((line) => (line.seq === corrects && line.unclear ? { ...line, corrected: true } : line)),
        );
      return true;
    },
    [addChat, observer],
  );

  const typedAt = useRef(0);
  const typing = useCallback(() => {
    const room = roomRef.current;
    if (!room || observer || Date.now() - typedAt.current < 2000) return;
    typedAt.current = Date.now();
    void room.localParticipant
      .publishData(encodeMessage({ type: 'typing' }), { reliable: true, topic: chatTopic })
      .catch(() => undefined);
  }, [observer]);

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
