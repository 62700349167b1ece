import type { Client } from '@temporalio/client';
import { withinDeadline } from './deadline.ts';
import { startCvReading, startHiring } from './hiring/start.ts';
import { startHumanInterview } from './human-interviews/start.ts';

/** The shape of an event of the global log that a start reads (structural: workflows import no module code). */
type LoggedEvent = { type: string; data: Record<string, unknown>; globalPosition: bigint };
type Log = { warn(details: object, message: string): void };

/** A reaction to the log (read-models' `Reaction`): starts the process a submitted event calls for. */
export type WorkflowStart = {
  name: string;
  handles: readonly string[];
  react(event: LoggedEvent): Promise<void>;
};

/** Temporal being down is a failed call after this long, so the reaction retries instead of waiting. */
const CALL_DEADLINE_MS = 10_000;
/** gRPC INVALID_ARGUMENT: the event's content was refused; retrying it would stop every start behind it. */
const INVALID_ARGUMENT = 3;

const text = (data: Record<string, unknown> | null | undefined, key: string): string | null => {
  const value = data?.[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

const codeOf = (error: unknown): unknown =>
  (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;

/**
 * Starts the hiring workflow of every submitted application, the CV-reading workflow of every uploaded CV and the
 * workflow of every interview held by people (and wakes it on a change), from the event log. Starting is idempotent (the workflow id derives from the application or CV id, a running
 * one is kept and a closed one is not started again), so an event handed over twice starts nothing twice.
 */
export function workflowStarts(client: Client, taskQueue: string, log: Log): WorkflowStart[] {
  const start = async (event: LoggedEvent, work: () => Promise<void>) => {
    try {
      await withinDeadline(client, CALL_DEADLINE_MS, work);
    } catch (error) {
      if ((error as { name?: string }).name === 'WorkflowExecutionAlreadyStartedError') return;
      if (codeOf(error) !== INVALID_ARGUMENT) throw error;
      log.warn({ err: error, type: event.type, position: String(event.globalPosition) }, 'start refused; skipped');
    }
  };
  const malformed = (event: LoggedEvent) =>
    log.warn({ type: event.type, position: String(event.globalPosition) }, 'event without its ids; no start');
  return [
    {
      name: 'start-hiring',
      handles: ['ApplicationSubmitted'],
      react: async (event) => {
        const [applicationId, jobId, companyId] = ['applicationId', 'jobId', 'companyId'].map((k) =>
          text(event.data, k),
        );
        if (!applicationId || !jobId || !companyId) return malformed(event);
        await start(event, () => startHiring(client, taskQueue, { applicationId, jobId, companyId }));
      },
    },
    {
      name: 'start-cv-reading',
      handles: ['CvUploaded'],
      react: async (event) => {
        const [candidateId, cvId] = ['candidateId', 'cvId'].map((k) => text(event.data, k));
        if (!candidateId || !cvId) return malformed(event);
        await start(event, () => startCvReading(client, taskQueue, { candidateId, cvId }));
      },
    },
    {
      name: 'human-interview',
      handles: ['HumanInterviewScheduled', 'HumanInterviewRescheduled', 'HumanInterviewCancelled'],
      react: async (event) => {
        const interviewId = text(event.data, 'interviewId');
        if (!interviewId) return malformed(event);
        const change = event.type !== 'HumanInterviewScheduled';
        await start(event, () => startHumanInterview(client, taskQueue, interviewId, change));
      },
    },
  ];
}
