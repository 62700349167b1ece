import type { CreatedRoom, RoomContext } from '../api/interviews.ts';
import type { InterviewError } from './errors.ts';
import type { RoomSession } from './useInterviewRoom.ts';

/** How the variant B room (/interview?…) gets its room: from the URL, by creating it, or not at all. */
export type RoomParams =
  | { kind: 'direct'; session: RoomSession; roomName: string }
  | { kind: 'create'; jobId: string; phone: string | null; roomName: string | null }
  | { kind: 'missing'; error: InterviewError };

const value = (query: URLSearchParams, name: string) => query.get(name)?.trim() || null;

/** 'Missing required parameters - token: …, roomName: …' with what was (not) there. */
export const missingParams = (token: boolean, roomName: boolean): InterviewError => ({
  key: 'missingParams',
  missing: { token, roomName },
});

/**
 * The spec's variant B query: token, roomName and serverUrl join directly; otherwise jobId (with the optional phone
 * and roomName) asks the server to create the room; with neither the room cannot be joined.
 */
export function resolveRoomParams(query: URLSearchParams): RoomParams {
  const token = value(query, 'token');
  const roomName = value(query, 'roomName');
  const serverUrl = value(query, 'serverUrl');
  const jobId = value(query, 'jobId');
  if (token && roomName && serverUrl) return { kind: 'direct', session: { token, serverUrl }, roomName };
  if (jobId) return { kind: 'create', jobId, phone: value(query, 'phone'), roomName };
  return { kind: 'missing', error: missingParams(Boolean(token), Boolean(roomName)) };
}

/** The session to join from a creation answer, or the spec's missing-parameters error. */
export function sessionOfCreated(
  answer: CreatedRoom,
  serverUrl: string | null,
): { session: RoomSession; roomName: string } | { error: InterviewError } {
  const token = answer.token || null;
  const roomName = answer.roomName || answer.room?.name || null;
  const url = answer.liveKitUrl || serverUrl;
  if (!token || !roomName) return { error: missingParams(Boolean(token), Boolean(roomName)) };
  if (!url) return { error: { key: 'connect' } };
  return { session: { token, serverUrl: url }, roomName };
}

/** interviewContext, else room.metadata: job, company and candidate for the header. */
export function contextOfCreated(answer: CreatedRoom): RoomContext {
  const from = answer.interviewContext ?? answer.room?.metadata ?? {};
  return {
    jobName: from.jobName || null,
    companyName: from.companyName || null,
    candidateName: from.candidateName || answer.participantName || null,
  };
}
