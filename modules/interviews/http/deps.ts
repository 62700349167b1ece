import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { InterviewsService, RecordingStorage } from '@tawzeef/interviews';
import type { ReadModelQueries } from '@tawzeef/read-models';
import type { WaitForProjections } from '@tawzeef/http';

export type InterviewRouteDeps = {
  interviews: InterviewsService;
  recordings: RecordingStorage;
  queries: ReadModelQueries;
  registry: OpenAPIRegistry;
  clock: () => Date;
  publicUrl: string;
  livekit: { url: string; apiKey: string; apiSecret: string; tokenTtlSeconds: number };
  /** Waits (bounded) until the interviews read models hold a write at `position`; false on timeout. */
  waitForInterviews: WaitForProjections;
  /** A candidate got a token for this room (the AI interviewer then looks for them at once). */
  candidateJoining?: (roomName: string) => void;
};
