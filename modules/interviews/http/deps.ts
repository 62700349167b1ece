import type { Request } from 'express';
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
  /**
   * The privacy context's check before the AI interview starts: throws its 400 (in the reader's language) unless the
   * candidate (signed in), the application (anonymous apply) or this visit (the room's tick) accepted the current
   * AI-use notice.
   */
  requireAiUseNotice: (
    req: Request,
    who: { personId: string | null; applicationId: string; visitorId?: string },
  ) => Promise<void>;
};
