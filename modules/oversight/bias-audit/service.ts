/**
 * The self-identification store and the company's bias audit. Answers go in and out only for their own candidate;
 * a company gets counts per group, never a person's answers.
 */
import { z } from 'zod';
import {
  biasAuditInput,
  deleteSelfIdentification,
  saveSelfIdentification,
  sealedSelfIdentification,
  type ReadModelDb,
} from '@tawzeef/read-models';
import {
  askedQuestions,
  PREFER_NOT_TO_SAY,
  selfIdQuestions,
  type AuditPeriod,
  type SelfIdAnswers,
  type SelfIdQuestion,
} from './categories.ts';
import { biasAudit, type JobAudit } from './report.ts';
import { reachedStage } from './stage.ts';
import type { SelfIdBox } from './self-id-box.ts';

const answer = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum([...values, PREFER_NOT_TO_SAY]).optional();

/** The form's body: every question optional, "prefer not to say" always allowed. */
export const selfIdAnswersSchema = z
  .object({
    sex: answer(selfIdQuestions.sex),
    ageBand: answer(selfIdQuestions.ageBand),
    nationalityGroup: answer(selfIdQuestions.nationalityGroup),
  })
  .strict();

export type SelfIdentificationView = {
  questions: SelfIdQuestion[];
  answers: SelfIdAnswers | null;
  updatedAt: string | null;
};

export type BiasAuditDeps = {
  db: ReadModelDb;
  box: SelfIdBox;
  clock: () => Date;
  /** Whether this deployment asks the nationality group (off unless enabled). */
  nationalityEnabled: boolean;
};

export type BiasAuditService = ReturnType<typeof biasAuditService>;

export function biasAuditService({ db, box, clock, nationalityEnabled }: BiasAuditDeps) {
  const questions = askedQuestions(nationalityEnabled);
  const keepAsked = (answers: SelfIdAnswers): SelfIdAnswers =>
    Object.fromEntries(Object.entries(answers).filter(([q, a]) => a && questions.includes(q as SelfIdQuestion)));

  // A row sealed under a key since replaced does not open: it counts as no answer rather than failing the report.
  const tryOpen = (candidateId: string, sealed: string): SelfIdAnswers | null => {
    try {
      return keepAsked(box.open(candidateId, sealed));
    } catch {
      return null;
    }
  };

  return {
    questions,
    async own(candidateId: string): Promise<SelfIdentificationView> {
      const row = await sealedSelfIdentification(db, candidateId);
      return {
        questions,
        answers: row ? tryOpen(candidateId, row.sealed) : null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },
    async save(candidateId: string, answers: SelfIdAnswers): Promise<SelfIdentificationView> {
      const kept = keepAsked(answers);
      const updatedAt = clock();
      await saveSelfIdentification(db, { candidateId, sealed: box.seal(candidateId, kept), updatedAt });
      return { questions, answers: kept, updatedAt: updatedAt.toISOString() };
    },
    withdraw: (candidateId: string) => deleteSelfIdentification(db, candidateId),
    /** The company's audit, every job (or one), of applications submitted in the period: counts and rates only. */
    async companyAudit(companyId: string, jobId?: string, period: AuditPeriod = {}): Promise<JobAudit[]> {
      const rows = await biasAuditInput(db, companyId, jobId, {
        from: period.from ? new Date(period.from) : undefined,
        to: period.to ? new Date(period.to) : undefined,
      });
      const apps = rows.map((row) => ({
        jobId: row.jobId,
        jobTitle: row.jobTitle,
        reached: reachedStage(row.stageAt, row.status),
        answers: row.sealed && row.candidateId ? tryOpen(row.candidateId, row.sealed) : null,
      }));
      return biasAudit(apps, questions);
    },
  };
}
