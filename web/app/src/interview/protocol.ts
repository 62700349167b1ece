/**
 * The interview room's data-channel messages (UTF-8 JSON, one object per packet, reliable), as the AI
 * interviewer agent (modules/interview-agent/session.ts) speaks them:
 *
 *   browser -> agent, topic "chat"         { "type": "chat", "text": "My answer...", "corrects"?: 5 }
 *                                            a typed answer, or the correction of spoken answer 5
 *   browser -> agent, topic "chat"         { "type": "typing" }   every 2 s while the candidate types: the
 *                                            interviewer does not end a spoken turn under them
 *   agent -> room,    topic "transcript"   { "seq": 3, "speakerType": "AI_ASSISTANT" | "CANDIDATE" | "SYSTEM",
 *                                            "text": "...", "at": "...", "durationMs"?, "heard"?, "confidence"?,
 *                                            "unclear"?, "corrects"? }                  every recorded utterance
 *     durationMs: how long the interviewer speaks the line (its caption stays that long);
 *     heard: a spoken answer as speech-to-text heard it (the candidate may correct it);
 *     unclear: a SYSTEM line for a spoken answer not understood (not counted; the candidate may type it);
 *     corrects: a CANDIDATE line that replaces spoken answer `corrects`.
 *   agent participant attribute            "lk.agent.state": "listening" | "thinking" | "speaking"
 *   agent -> room,    topic "interview"    { "type": "end", "reason": "AGENT_ENDED" | ... }   the interview is
 *                                            completed: the room leaves and shows the end
 *
 * AI_ASSISTANT utterances become chat lines and captions (cleared 5 s later); CANDIDATE ones confirm the typed
 * answer or show what speech-to-text heard. The room also understands, on any other topic, the typed messages
 * { "type": "caption", "text", "final", "speaker" }, { "type": "state", "state" } and { "type": "end" }, and
 * LiveKit transcriptions; with no state at all it derives speaking/listening from the agent's audio activity.
 */
export const chatTopic = 'chat';
export const transcriptTopic = 'transcript';

export interface Utterance {
  seq: number | null;
  speakerType: 'AI_ASSISTANT' | 'CANDIDATE' | 'SYSTEM';
  text: string;
  durationMs?: number;
  heard?: string;
  unclear?: boolean;
  corrects?: number;
}

/** An utterance of the "transcript" topic, or null. */
export function decodeUtterance(payload: Uint8Array): Utterance | null {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const text = typeof record.text === 'string' ? record.text.trim() : '';
  const speaker = record.speakerType;
  if (!text || (speaker !== 'AI_ASSISTANT' && speaker !== 'CANDIDATE' && speaker !== 'SYSTEM')) return null;
  const utterance: Utterance = { seq: typeof record.seq === 'number' ? record.seq : null, speakerType: speaker, text };
  if (typeof record.durationMs === 'number' && record.durationMs > 0) utterance.durationMs = record.durationMs;
  if (typeof record.heard === 'string') utterance.heard = record.heard.trim();
  if (record.unclear === true) utterance.unclear = true;
  if (typeof record.corrects === 'number') utterance.corrects = record.corrects;
  return utterance;
}

export type AgentState = 'idle' | 'listening' | 'thinking' | 'speaking' | 'disconnected';
const agentStates: readonly string[] = ['idle', 'listening', 'thinking', 'speaking', 'disconnected'];

export type InterviewMessage =
  | { type: 'chat'; text: string; from?: 'ai' | 'candidate'; corrects?: number }
  | { type: 'caption'; text: string; final: boolean; speaker: 'ai' | 'candidate' }
  | { type: 'state'; state: AgentState }
  | { type: 'typing' }
  | { type: 'end'; reason?: string };

export function encodeMessage(message: InterviewMessage): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(message));
}

/** A received packet as a message, or null for anything this room does not understand. */
export function decodeMessage(payload: Uint8Array): InterviewMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const text = typeof record.text === 'string' ? record.text : '';
  switch (record.type) {
    case 'chat':
      return text ? { type: 'chat', text, from: record.from === 'candidate' ? 'candidate' : 'ai' } : null;
    case 'caption':
    case 'transcript':
      return text
        ? {
            type: 'caption',
            text,
            final: record.final !== false,
            speaker: record.speaker === 'candidate' ? 'candidate' : 'ai',
          }
        : null;
    case 'state':
      return typeof record.state === 'string' ? { type: 'state', state: agentStateOf(record.state) } : null;
    case 'end':
      return { type: 'end', reason: typeof record.reason === 'string' ? record.reason : undefined };
    default:
      return null;
  }
}

/** Maps the agent's state words (ours or the LiveKit Agents ones) onto the room's states. */
export function agentStateOf(value: string | undefined): AgentState {
  if (!value) return 'idle';
  if (agentStates.includes(value)) return value as AgentState;
  if (value === 'initializing' || value === 'ready') return 'idle';
  if (value === 'processing') return 'thinking';
  return 'idle';
}

/** The spec: a participant whose identity contains 'agent' or 'ai', or is flagged as an agent, is the interviewer. */
export function isInterviewerIdentity(identity: string, flaggedAgent = false): boolean {
  return flaggedAgent || /agent|(^|[^a-z])ai([^a-z]|$)/i.test(identity);
}
