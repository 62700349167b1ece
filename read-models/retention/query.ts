import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../applications/schema.ts';
import { companies } from '../companies/schema.ts';
import { users } from '../users/schema.ts';
import { retentionApplications as r, type RetentionApplicationRow } from './schema.ts';

/** What the retention rules read about one application (modules/privacy/retention/rules.ts decides). */
export type RetentionCandidate = {
  applicationId: string;
  companyId: string;
  status: string;
  lastActivityAt: Date;
  /** The company's own period; null when it never set one (the default applies). */
  retentionMonths: number | null;
  held: boolean;
  noticeEraseOn: Date | null;
  noticedAt: Date | null;
  erasedAt: Date | null;
};

/**
 * The applications whose retention may end within `withinDays` of `now`: a superset, narrowed by the last activity
 * alone (the rules decide the rest). Erased and HIRED ones are left out here already: they are never read again.
 */
export async function retentionCandidates(
  db: NodePgDatabase,
  now: Date,
  withinDays: number,
  defaultMonths: number,
): Promise<RetentionCandidate[]> {
  const horizon = new Date(now.getTime() + (withinDays + 1) * 86_400_000);
  const months = sql`coalesce(${companies.retentionMonths}, ${defaultMonths})`;
  const rows = await db
    .select({
      applicationId: applications.applicationId,
      companyId: applications.companyId,
      status: applications.status,
      lastActivityAt: applications.updatedAt,
      retentionMonths: companies.retentionMonths,
      held: sql<boolean>`coalesce(${r.held}, false)`,
      noticeEraseOn: r.noticeEraseOn,
      noticedAt: r.noticedAt,
      erasedAt: r.erasedAt,
    })
    .from(applications)
    .innerJoin(companies, eq(companies.companyId, applications.companyId))
    .leftJoin(r, eq(r.applicationId, applications.applicationId))
    .where(
      and(
        sql`${applications.status} <> 'HIRED'`,
        sql`${r.erasedAt} IS NULL`,
        sql`${applications.updatedAt} + make_interval(months => ${months}::int) <= ${horizon.toISOString()}::timestamptz`,
      ),
    );
  return rows;
}

/** One application's retention facts (legal hold, notice), scoped to its company. */
export async function retentionOfApplication(
  db: NodePgDatabase,
  companyId: string,
  applicationId: string,
): Promise<RetentionApplicationRow | null> {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.applicationId, applicationId), eq(r.companyId, companyId)));
  return row ?? null;
}

/** Who is told of a coming erasure by e-mail: the company's owners and admins, each in their language. */
export function retentionRecipients(db: NodePgDatabase, companyId: string) {
  return db
    .select({ userId: users.userId, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, ['OWNER', 'ADMIN'])));
}
