import type { Client } from '@temporalio/client';
import type { AiEngine } from '@tawzeef/ai';
import type { CvStorage } from '@tawzeef/applications';
import type { InterviewSessions } from '@tawzeef/interview-agent';
import type { InterviewsService } from '@tawzeef/interviews';
import type { ProjectionRunner, ReadModelDb, ReadModelQueries } from '@tawzeef/read-models';
import type { AppEventStore } from '@tawzeef/shared';

/**
 * What the seed writes and waits through: the platform's own services, handed over by a composition root (the API's
 * container in scripts/seed-services.ts), so the seed builds nothing of its own but its applications service.
 */
export type SeedServices = {
  store: AppEventStore;
  runner: Pick<ProjectionRunner, 'start' | 'waitForPosition'>;
  cvStorage: CvStorage;
  ai: AiEngine;
  queries: ReadModelQueries;
  temporal: Client;
  interviews: InterviewsService;
  /** The AI interviewer's view of the interviews (as its process uses it). */
  sessions: InterviewSessions;
  interviewMaxMinutes: number;
  /** The read models' database and the key that seals self-identification answers (the bias audit's demo). */
  readModelDb?: ReadModelDb;
  selfIdKey?: string;
  /** What the status routes tell running processes (the hiring workflow's signal). */
  processes: { statusChanged?(applicationId: string, status: string, actorId: string | null): Promise<void> };
};
