import type { Room } from '@livekit/rtc-node';
import { RoomEvent, TrackKind, type RemoteParticipant, type RemoteTrack } from '@livekit/rtc-node';

export const CHAT_TOPIC = 'chat';
export const TRANSCRIPT_TOPIC = 'transcript';
export const AGENT_STATE_ATTRIBUTE = 'lk.agent.state';
/** `{ "type": "end", "reason" }` once the interview is completed: the screens leave the room and show the end. */
export const CONTROL_TOPIC = 'interview';
/** The agent's identity is `agent-<interviewId>`; the candidate screens treat any "agent" identity as the interviewer. */
export const isAgentIdentity = (identity: string) => /agent/iu.test(identity);

/** Who is in the room as the interview's candidate, and what they did that the listening needs to know. */
export type Presence = {
  candidate: string | null;
  goneAt: number | null;
  /** The candidate left and came back (a reload, another device) since the agent last began to speak. */
  rejoined: boolean;
  /** The candidate is typing (the room says so every few seconds): a spoken turn does not end under them. */
  typingAt: number;
  /** The room was deleted (the workflow's time limit, a cancellation) or the server went away for good. */
  closed: boolean;
  /** Lines typed in the chat, not yet taken as an answer. */
  chat: string[];
};

export const newPresence = (): Presence => ({
  candidate: null,
  goneAt: null,
  rejoined: false,
  typingAt: 0,
  closed: false,
  chat: [],
});

type ChatLine = { typing: true } | { typing: false; text: string; corrects: number | null };

/** A chat message: plain text, a JSON string, `{ text, corrects? }`, or `{ type: "typing" }`. */
export function chatLineOf(raw: string): ChatLine {
  let text = raw;
  let corrects: number | null = null;
  try {
    const parsed = JSON.parse(raw) as { type?: unknown; text?: unknown; corrects?: unknown } | string;
    if (typeof parsed === 'object' && parsed.type === 'typing') return { typing: true };
    text = typeof parsed === 'string' ? parsed : typeof parsed.text === 'string' ? parsed.text : '';
    if (typeof parsed === 'object' && typeof parsed.corrects === 'number') corrects = parsed.corrects;
  } catch {
    // plain text
  }
  return { typing: false, text: text.trim().slice(0, 4000), corrects };
}

/**
 * Follows the room for the interview: the candidate's arrivals and departures, their audio track (`onAudio`) and
 * their chat (`onChat`, a line that names the spoken answer it corrects, if any).
 */
export function followRoom(
  room: Room,
  presence: Presence,
  on: { audio(track: RemoteTrack): void; chat(text: string, corrects: number | null): void },
): (p: RemoteParticipant) => boolean {
  // Company observers join hidden and cannot publish; the check keeps them out should a server show them.
  const isCandidate = (p: RemoteParticipant) =>
    !isAgentIdentity(p.identity) &&
    !p.identity.startsWith('observer-') &&
    (!presence.candidate || p.identity === presence.candidate);
  room.on(RoomEvent.TrackSubscribed, (track, _publication, participant) => {
    if (track.kind !== TrackKind.KIND_AUDIO || !isCandidate(participant)) return;
    presence.candidate = participant.identity;
    on.audio(track);
  });
  room.on(RoomEvent.ParticipantConnected, (participant) => {
    if (isCandidate(participant)) {
      if (presence.goneAt !== null) presence.rejoined = true;
      presence.candidate = participant.identity;
      presence.goneAt = null;
    }
  });
  room.on(RoomEvent.ParticipantDisconnected, (participant) => {
    if (participant.identity === presence.candidate) presence.goneAt = Date.now();
  });
  room.on(RoomEvent.Disconnected, () => {
    presence.closed = true;
  });
  room.on(RoomEvent.DataReceived, (payload, participant, _kind, topic) => {
    if (topic !== CHAT_TOPIC || !participant || !isCandidate(participant)) return;
    const line = chatLineOf(new TextDecoder().decode(payload));
    if (line.typing) return void (presence.typingAt = Date.now());
    if (line.text) on.chat(line.text, line.corrects);
  });
  return isCandidate;
}
