import type { RetentionCandidate } from '@tawzeef/read-models';
import type { Erasure } from '../erasure/erasure-port.ts';
import { retentionNoticeMail } from './mail.ts';
import { planRetention, RETENTION_NOTICE_DAYS, type RetentionNotice, type RetentionPlan } from './rules.ts';
import type { RetentionService } from './service.ts';

type Mail = { to: string; subject: string; text: string; language?: 'en' | 'ar' };

export type RetentionRunDeps = {
  retention: RetentionService;
  queries: {
    candidates(now: Date, withinDays: number, defaultMonths: number): Promise<RetentionCandidate[]>;
    recipients(companyId: string): Promise<{ email: string; language: string }[]>;
    companyName(companyId: string): Promise<string | null>;
  };
  /** Resolved when a run erases (the erasure service is built on first use). */
  erasure: () => Erasure;
  mailer: { readonly configured: boolean; send(mail: Mail): Promise<void> };
  /** The company setting's default (@tawzeef/identity's RETENTION_MONTHS.default). */
  defaultMonths: number;
  publicUrl: string;
  clock: () => Date;
};

/** The three steps of a retention run, for the workflow's activities. */
export function createRetentionRun(deps: RetentionRunDeps) {
  return {
    async plan(at: Date | null): Promise<RetentionPlan & { now: string }> {
      const now = at ?? deps.clock();
      const facts = await deps.queries.candidates(now, RETENTION_NOTICE_DAYS, deps.defaultMonths);
      return { now: now.toISOString(), ...planRetention(facts, now, deps.defaultMonths) };
    },

    /**
     * Records the notice (the in-app notification follows from the event) and mails the company's owners and
     * admins, each in their language. Answers how many applications this run told the company about.
     */
    async announce(notice: RetentionNotice, noticeId: string): Promise<number> {
      const told = await deps.retention.announce(notice.companyId, noticeId, notice.applications);
      if (told.length === 0) return 0;
      const [recipients, company] = await Promise.all([
        deps.queries.recipients(notice.companyId),
        deps.queries.companyName(notice.companyId),
      ]);
      const dates = told.map((a) => a.eraseOn);
      for (const r of recipients) {
        const language = r.language === 'ar' ? 'ar' : 'en';
        await deps.mailer.send({
          to: r.email,
          language,
          ...retentionNoticeMail(language, company ?? '', dates, deps.publicUrl),
        });
      }
      return told.length;
    },

    /** Erases the applications, leaving out any put on legal hold since the plan was made. */
    async erase(applicationIds: readonly string[]): Promise<{ erased: number; held: number }> {
      const held = await deps.retention.heldAmong(applicationIds);
      const due = applicationIds.filter((id) => !held.has(id));
      if (due.length > 0) await deps.erasure().eraseApplications(due, { reason: 'retention', actorId: null });
      return { erased: due.length, held: held.size };
    },
  };
}
export type RetentionRun = ReturnType<typeof createRetentionRun>;
