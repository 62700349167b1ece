import {
  ConnectionState,
  DisconnectReason,
  type Participant,
  type RemoteParticipant,
  type RemoteTrack,
  type Room,
  RoomEvent,
  Track,
  type TranscriptionSegment,
} from 'livekit-client';
import type { Dispatch, RefObject, SetStateAction } from 'react';
import { nextCaption, type Caption } from './captions.ts';
import { isInterviewerIdentity, type AgentState } from './protocol.ts';
import { handleData, type DataSink } from './roomHandlers.ts';
import type { Phase } from './useInterviewRoom.ts';

export const isInterviewer = (participant: Participant | undefined) =>
  Boolean(participant && isInterviewerIdentity(participant.identity, participant.isAgent));

/** What the room's events change on the interview screen. */
export interface RoomSinks {
  /** The remote audio elements, by track. */
  audioElements: Map<string, HTMLMediaElement>;
  /** Set once the interviewer says its state itself; active speakers no longer guess it then. */
  explicitState: RefObject<boolean>;
  refreshAgent: () => void;
  bump: () => void;
  detachAll: () => void;
  setPhase: Dispatch<SetStateAction<Phase>>;
  setCanPlayAudio: (can: boolean) => void;
  setAgentState: (state: AgentState) => void;
  setCaption: (caption: Caption | null) => void;
  data: DataSink;
}

/** Subscribes the interview screen to one LiveKit room's events. */
export function listenToRoom(room: Room, sinks: RoomSinks) {
  room
    .on(RoomEvent.ConnectionStateChanged, (state) => {
      if (state === ConnectionState.Reconnecting || state === ConnectionState.SignalReconnecting)
        sinks.setPhase('reconnecting');
      else if (state === ConnectionState.Connected) sinks.setPhase('connected');
    })
    .on(RoomEvent.Disconnected, (reason) => {
      sinks.detachAll();
      sinks.setPhase((current) =>
        current === 'ended' || reason === DisconnectReason.ROOM_DELETED || reason === DisconnectReason.CLIENT_INITIATED
          ? 'ended'
          : 'disconnected',
      );
    })
    .on(RoomEvent.ParticipantConnected, sinks.refreshAgent)
    .on(RoomEvent.ParticipantDisconnected, sinks.refreshAgent)
    .on(RoomEvent.ParticipantAttributesChanged, sinks.refreshAgent)
    .on(RoomEvent.TrackSubscribed, (track: RemoteTrack, _pub, participant: RemoteParticipant) => {
      if (track.kind === Track.Kind.Audio) {
        const element = track.attach();
        element.dataset.participant = participant.identity;
        document.body.appendChild(element);
        sinks.audioElements.set(track.sid ?? participant.identity, element);
      }
      sinks.bump();
    })
    .on(RoomEvent.TrackUnsubscribed, (track: RemoteTrack) => {
      for (const element of track.detach()) element.remove();
      sinks.audioElements.delete(track.sid ?? '');
      sinks.bump();
    })
    .on(RoomEvent.TrackMuted, sinks.bump)
    .on(RoomEvent.TrackUnmuted, sinks.bump)
    .on(RoomEvent.LocalTrackPublished, sinks.bump)
    .on(RoomEvent.LocalTrackUnpublished, sinks.bump)
    .on(RoomEvent.AudioPlaybackStatusChanged, () => sinks.setCanPlayAudio(room.canPlaybackAudio))
    .on(RoomEvent.ActiveSpeakersChanged, (speakers: Participant[]) => {
      if (sinks.explicitState.current) return;
      const agent = [...room.remoteParticipants.values()].find(isInterviewer);
      if (agent) sinks.setAgentState(speakers.includes(agent) ? 'speaking' : 'listening');
    })
    .on(RoomEvent.DataReceived, (payload, participant, _kind, topic) =>
      handleData(payload, topic, !participant || isInterviewer(participant), sinks.data),
    )
    .on(RoomEvent.TranscriptionReceived, (segments: TranscriptionSegment[], participant?: Participant) => {
      const last = segments[segments.length - 1];
      if (last && isInterviewer(participant)) sinks.setCaption(nextCaption(last.text, last.final, Date.now()));
    });
}
