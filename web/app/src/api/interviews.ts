import { api } from './client.ts';
import { visitorId } from './privacy.ts';
import type { RecordedLine } from '../interview/chat.ts';
import type { TranscriptEntry } from '../interview/transcript.ts';

export type InterviewStatus = 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED' | 'EXPIRED' | 'CANCELLED' | string;

export interface Interview {
  id: string;
  applicationId?: string | null;
  jobId?: string | null;
  candidateId?: string | null;
  title?: string | null;
  type?: string | null;
  stage?: 'FIRST' | 'SECOND' | string | null;
  status: InterviewStatus;
  scheduledAt?: string | null;
  startedAt?: string | null;
  endedAt?: string | null;
  expiresAt?: string | null;
  /** Minutes. */
  duration?: number | null;
  aiScore?: number | null;
  aiRecommendation?: string | null;
  aiAnalysis?: string | null;
  /** The language aiAnalysis is in, and the assessment in each language stored with it. */
  aiAnalysisLanguage?: string | null;
  aiAnalysisTranslations?: Partial<Record<'en' | 'ar', { aiAnalysis?: string }>> | null;
  insufficientEvidence?: boolean | null;
  evidence?: { about?: string | null; quote: string }[] | null;
  endReason?: string | null;
  round?: number | null;
  maxDurationMinutes?: number | null;
  interviewerNotes?: string | null;
  videoLink?: string | null;
  hasRecording?: boolean | null;
  reportUrl?: string | null;
  roomId?: string | null;
  candidate?: { id?: string | null; firstName?: string | null; lastName?: string | null } | null;
  transcriptCount?: number | null;
  job?: { id?: string | null; title?: string | null; company?: { name?: string | null } | null } | null;
  transcripts?: TranscriptEntry[] | null;
}

/** POST /api/interview/token: a short-lived token scoped to one room. */
export interface RoomToken {
  token: string;
  roomName: string;
  liveKitUrl: string;
  identity?: string | null;
  role?: 'CANDIDATE' | 'OBSERVER' | string | null;
  expiresAt?: string | null;
  interviewId?: string | null;
}

/** GET /api/interviews/{id}/invitation: what the candidate's room shows before joining. */
export interface Invitation {
  interviewId: string;
  applicationId?: string | null;
  roomName: string;
  status: InterviewStatus;
  stage?: string | null;
  jobTitle?: string | null;
  companyName?: string | null;
  candidateName?: string | null;
  location?: string | null;
  expiresAt?: string | null;
  maxDurationMinutes?: number | null;
  liveKitUrl?: string | null;
}

/** GET /api/interviews/{id}/conversation: what was said so far, for the candidate rejoining the room. */
export interface InterviewConversation {
  interviewId: string;
  status: InterviewStatus;
  lines: RecordedLine[];
}

/** The spec's candidate "Interview item" plus what the room needs. */
export interface CandidateInterview {
  id: string;
  applicationId?: string | null;
  jobId?: string | null;
  jobTitle?: string | null;
  company?: string | null;
  /** English ('AI Interviewer') or the interviewers' names; `interviewerKind` is the same for translated screens. */
  interviewer?: string | null;
  interviewerKind?: 'AI' | 'HUMAN' | string | null;
  /** An interview with people: who, how long, the zone it was set in, the meeting link and the company's note. */
  kind?: 'HUMAN' | string | null;
  interviewers?: string[] | null;
  durationMinutes?: number | null;
  timeZone?: string | null;
  meetingLink?: string | null;
  note?: string | null;
  date?: string | null;
  time?: string | null;
  scheduledAt?: string | null;
  expiresAt?: string | null;
  type?: string | null;
  stage?: string | null;
  /** upcoming, completed or cancelled. */
  status: string;
  interviewStatus?: InterviewStatus | null;
  /** English ('Online'); `online` is the same for translated screens. */
  location?: string | null;
  online?: boolean | null;
  roomName?: string | null;
  joinUrl?: string | null;
}

/** The room-creation response (POST /api/room/create-new-room) as the spec describes it; every part may be absent. */
/** POST /api/room/create-new-room (variant B). */
export interface CreatedRoom {
  token?: string | null;
  roomName?: string | null;
  room?: { name?: string | null; metadata?: RoomContext | null } | null;
  liveKitUrl?: string | null;
  participantName?: string | null;
  interviewContext?: RoomContext | null;
  interviewId?: string | null;
}
export interface RoomContext {
  jobName?: string | null;
  companyName?: string | null;
  candidateName?: string | null;
}

const enc = encodeURIComponent;
const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A join link of the API (absolute, with the server's PUBLIC_URL) as a path inside this app. */
export function joinPathOf(joinUrl: string | null | undefined): string | null {
  if (!joinUrl) return null;
  try {
    const url = new URL(joinUrl, window.location.origin);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

// Both carry the visit's id: the server starts the AI interview only once the AI-use notice was accepted, which the
// room's setup records under this id when nobody is signed in.
export const interviewsApi = {
  token: (body: { roomName: string; participantName: string; key?: string }) =>
    api<RoomToken>('/api/interview/token', { body: { ...body, visitorId: visitorId() } }),
  /** Variant B: the signed-in candidate's open interview room for a job, with a join token. */
  createRoom: (body: { jobId: string; phone?: string; roomName?: string }) =>
    api<CreatedRoom>('/api/room/create-new-room', { body: { ...body, visitorId: visitorId() } }),
  invitation: (interviewId: string, key: string | null, signal?: AbortSignal) =>
    api<Invitation>(`/api/interviews/${enc(interviewId)}/invitation${key ? `?key=${enc(key)}` : ''}`, { signal }),
  conversation: (interviewId: string, key: string | null, signal?: AbortSignal) =>
    api<InterviewConversation>(`/api/interviews/${enc(interviewId)}/conversation${key ? `?key=${enc(key)}` : ''}`, {
      signal,
    }),
  /** End Interview: an interview in progress is completed at once (the candidate left). */
  end: (interviewId: string, key: string | null) =>
    api<{ interviewId: string; status: InterviewStatus }>(`/api/interviews/${enc(interviewId)}/end`, {
      body: key ? { key } : {},
    }),
  one: (interviewId: string, signal?: AbortSignal) => api<Interview>(`/api/interviews/${enc(interviewId)}`, { signal }),
  /** The signed-in candidate's interviews, newest first; upcoming = SCHEDULED and IN_PROGRESS. */
  mine: async (scope: 'upcoming' | 'all', signal?: AbortSignal) =>
    asArray<CandidateInterview>(await api(`/api/candidate/interviews?scope=${scope}`, { signal })),
};
