import type { AppEventStore } from '@tawzeef/shared';
import { interviewStreamName, type InterviewEvent, type InterviewScored } from '../interview/interview.ts';

/** The score the interview's stream recorded (InterviewScored's data), or null while it has none. */
export async function recordedScore(
  store: AppEventStore,
  interviewId: string,
): Promise<InterviewScored['data'] | null> {
  const { events } = await store.readStream(interviewStreamName(interviewId));
  const scored = (events as unknown as InterviewEvent[]).find((e) => e.type === 'InterviewScored');
  return scored?.type === 'InterviewScored' ? scored.data : null;
}
