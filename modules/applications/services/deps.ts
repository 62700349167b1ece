import type { AppEventStore, CommandContext } from '@tawzeef/shared';
import type { CvStorage } from '../storage/cv-storage.ts';

/** What reading a CV answers, as the AI engine's `readCv` does (structurally, so this module needs no AI code). */
export type CvReadOutcome =
  | { status: 'read'; profile: object; provenance: object }
  | { status: 'failed'; error: { code: string; message: string }; provenance: object };

/** A CV analysed against a job by the AI engine, or why it could not be. */
export type CvAnalysisOutcome =
  | {
      status: 'analyzed';
      score: number;
      results: Record<string, unknown>;
      provenance: Record<string, unknown>;
      /** The full name read from the CV ('' when none was read). */
      cvName?: string;
    }
  | { status: 'failed'; error: { code: string; message: string }; provenance: Record<string, unknown> | null };

/** What the apply flow needs to know about a job, from the jobs read model. */
export type JobForApplication = { jobId: string; companyId: string };

export type ApplicationsDeps = {
  store: AppEventStore;
  storage: CvStorage;
  clock: () => Date;
  newId: () => string;
  readCv: (pdf: Uint8Array) => Promise<CvReadOutcome>;
  /** Reads the CV and analyses it against the job's text and its CV-analysis prompt. */
  analyzeCv: (pdf: Uint8Array, jobId: string) => Promise<CvAnalysisOutcome>;
  /** The job when it is open for applications (on the public board), else null. */
  openJob: (jobId: string) => Promise<JobForApplication | null>;
  /** The candidate whose account uses this (normalized) e-mail, if any. */
  candidateByEmail: (email: string) => Promise<string | null>;
};

/** Who asks and which request: the command id makes a retried request append nothing twice. */
export type ApplicationRequest = Omit<CommandContext, 'now'>;
