/**
 * Retention (issue #22): when an application of a candidate the company did not hire is erased, and when the
 * company is told. Pure: the facts and `now` come in, the plan goes out (the retention workflow's activities act
 * on it). The company's period itself (default, range) is a company setting: @tawzeef/identity's RETENTION_MONTHS.
 */

/** The company is told this many days before an application is erased, and never less. */
export const RETENTION_NOTICE_DAYS = 14;
const DAY = 86_400_000;

/** The one status a company keeps: the person works there. */
export const RETENTION_EXEMPT_STATUS = 'HIRED';

export type RetentionFacts = {
  applicationId: string;
  companyId: string;
  status: string;
  lastActivityAt: Date;
  /** The company's own period; null: `defaultMonths`. */
  retentionMonths: number | null;
  held: boolean;
  /** The erasure date the company was last told of, if any. */
  noticeEraseOn: Date | null;
  erasedAt: Date | null;
};

export type RetentionNotice = { companyId: string; applications: { applicationId: string; eraseOn: string }[] };
export type RetentionPlan = { notices: RetentionNotice[]; erase: string[] };

/** `months` calendar months after `from` (UTC); the 31st becomes the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When the application's retention ends: its last activity plus the company's months. */
export const retentionDueAt = (
  facts: Pick<RetentionFacts, 'lastActivityAt' | 'retentionMonths'>,
  defaultMonths: number,
) => addMonths(facts.lastActivityAt, facts.retentionMonths ?? defaultMonths);

export type RetentionStep =
  | { kind: 'exempt' }
  | { kind: 'keep' }
  | { kind: 'notify'; eraseOn: Date }
  | { kind: 'wait'; eraseOn: Date }
  | { kind: 'erase' };

/**
 * One application's next step. Hired, held and erased applications are never touched. The company is told once
 * the end is `RETENTION_NOTICE_DAYS` away (or at once, for one already past its end), with the date: the end, or
 * the notice period's end if later. It is erased once that date has come. A notice stands until the application's
 * end moves past the date it gave (new activity, or a longer period): then the company is told again.
 */
export function retentionStep(facts: RetentionFacts, now: Date, defaultMonths: number): RetentionStep {
  if (facts.status === RETENTION_EXEMPT_STATUS || facts.held || facts.erasedAt) return { kind: 'exempt' };
  const dueAt = retentionDueAt(facts, defaultMonths);
  const notice = facts.noticeEraseOn;
  if (notice && notice.getTime() >= dueAt.getTime()) {
    return now.getTime() >= notice.getTime() ? { kind: 'erase' } : { kind: 'wait', eraseOn: notice };
  }
  if (now.getTime() < dueAt.getTime() - RETENTION_NOTICE_DAYS * DAY) return { kind: 'keep' };
  const eraseOn = new Date(Math.max(dueAt.getTime(), now.getTime() + RETENTION_NOTICE_DAYS * DAY));
  return { kind: 'notify', eraseOn };
}

/** The whole run: one notice per company (its applications and their dates), and what to erase now. */
export function planRetention(facts: readonly RetentionFacts[], now: Date, defaultMonths: number): RetentionPlan {
  const notices = new Map<string, RetentionNotice>();
  const erase: string[] = [];
  for (const f of facts) {
    const step = retentionStep(f, now, defaultMonths);
    if (step.kind === 'erase') erase.push(f.applicationId);
    if (step.kind !== 'notify') continue;
    const notice = notices.get(f.companyId) ?? { companyId: f.companyId, applications: [] };
    notice.applications.push({ applicationId: f.applicationId, eraseOn: step.eraseOn.toISOString() });
    notices.set(f.companyId, notice);
  }
  return { notices: [...notices.values()], erase };
}
