import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { analyticsApplications } from '../analytics/schema.ts';
import { users } from '../users/schema.ts';
import { notificationJobs, notificationMentions, notifications as n, type NotificationRow } from './schema.ts';

/** The list's sortable columns; ties fall back to newest first. */
export const notificationSortFields = ['createdAt', 'category', 'type', 'read'] as const;
export type NotificationSort = { field: (typeof notificationSortFields)[number]; order: 'ASC' | 'DESC' };

export type NotificationListQuery = {
  page: number;
  limit: number;
  /** Rows to skip; (page - 1) * limit when absent. */
  offset?: number;
  sort?: NotificationSort;
  category?: string;
  /** true: unread only; false: read only; undefined: both. */
  unread?: boolean;
  search?: string;
};

const visible = (userId: string) => and(eq(n.userId, userId), isNull(n.deletedAt));
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listNotifications(db: NodePgDatabase, userId: string, q: NotificationListQuery) {
  const conditions: (SQL | undefined)[] = [visible(userId)];
  if (q.category) conditions.push(eq(n.category, q.category));
  if (q.unread === true) conditions.push(isNull(n.readAt));
  if (q.unread === false) conditions.push(isNotNull(n.readAt));
  const search = q.search?.trim().toLowerCase();
  if (search) conditions.push(ilike(n.searchText, `%${escapeLike(search)}%`));
  const where = and(...conditions);
  const newestFirst = [desc(n.createdAt), desc(n.id)];
  const by = q.sort?.order === 'ASC' ? asc : desc;
  const sorted: Record<NotificationSort['field'], SQL[]> = {
    createdAt: [by(n.createdAt)],
    category: [by(n.category)],
    type: [by(n.type)],
    // 'read' is true once readAt is set: ascending lists the unread first.
    read: [by(sql`(${n.readAt} IS NOT NULL)`)],
  };
  // One snapshot for the page and its total: a notification projected between two reads would be counted, not shown.
  return db.transaction(
    async (tx) => {
      const rows = await tx
        .select()
        .from(n)
        .where(where)
        .orderBy(...(q.sort ? [...sorted[q.sort.field], ...newestFirst] : newestFirst))
        .limit(q.limit)
        .offset(q.offset ?? (q.page - 1) * q.limit);
      const [total] = await tx.select({ total: count() }).from(n).where(where);
      return { rows, total: total?.total ?? 0 };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function unreadNotificationCount(db: NodePgDatabase, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(n)
    .where(and(visible(userId), isNull(n.readAt)));
  return row?.total ?? 0;
}

/** The caller's notification (deleted ones included, so a repeated delete answers the same). */
export async function getNotification(db: NodePgDatabase, userId: string, id: string): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(n)
    .where(and(eq(n.userId, userId), eq(n.id, id)));
  return row ?? null;
}

/** The notifications projected from events in (after, upTo], for the live stream. */
export async function notificationsBetween(db: NodePgDatabase, after: number, upTo: number) {
  return db
    .select()
    .from(n)
    .where(and(sql`${n.sourcePosition} > ${after}`, sql`${n.sourcePosition} <= ${upTo}`, isNull(n.deletedAt)))
    .orderBy(n.sourcePosition, n.id);
}

/** Unread notifications created in [from, to) per recipient, for the daily digest. */
export async function unreadNotificationsSince(db: NodePgDatabase, userIds: string[], from: Date, to: Date) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(n)
    .where(
      and(
        inArray(n.userId, userIds),
        isNull(n.deletedAt),
        isNull(n.readAt),
        sql`${n.createdAt} >= ${from}`,
        sql`${n.createdAt} < ${to}`,
      ),
    )
    .orderBy(n.userId, desc(n.createdAt));
}

/** Company users whose "daily digest" setting is on (the default), for the digest mail. */
export async function digestRecipients(db: NodePgDatabase) {
  return db
    .select({ userId: users.userId, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.userType, 'COMPANY'),
        isNotNull(users.companyId),
        sql`coalesce((${users.notificationSettings} ->> 'emailDigest')::boolean, true)`,
      ),
    );
}

/**
 * Mentions made since `since` whose e-mail is not claimed yet, for members whose "mentions" e-mail setting is on (the
 * default) and who still belong to the company, oldest first.
 */
export async function pendingMentionMails(db: NodePgDatabase, since: Date, limit = 200) {
  const m = notificationMentions;
  return db
    .select({
      noteId: m.noteId,
      userId: m.userId,
      params: m.params,
      excerpt: m.excerpt,
      actionUrl: m.actionUrl,
      createdAt: m.createdAt,
      email: users.email,
      language: users.language,
    })
    .from(m)
    .innerJoin(users, eq(users.userId, m.userId))
    .where(
      and(
        isNull(m.mailedAt),
        sql`${m.createdAt} >= ${since}`,
        eq(users.companyId, m.companyId),
        sql`coalesce((${users.notificationSettings} ->> 'emailOnMention')::boolean, true)`,
      ),
    )
    .orderBy(m.createdAt, m.noteId, m.userId)
    .limit(limit);
}

/** Company users whose "weekly report" setting is on (off by default), for the weekly report mail. */
export async function weeklyReportRecipients(db: NodePgDatabase) {
  return db
    .select({ userId: users.userId, email: users.email, language: users.language, companyId: users.companyId })
    .from(users)
    .where(
      and(
        eq(users.userType, 'COMPANY'),
        isNotNull(users.companyId),
        sql`coalesce((${users.notificationSettings} ->> 'emailWeeklyReport')::boolean, false)`,
      ),
    )
    .orderBy(users.userId);
}

export type WeeklyFigures = {
  applications: number;
  interviews: number;
  offers: number;
  hires: number;
  topJobs: { jobId: string; title: string; applications: number }[];
};

/**
 * A company's figures over [from, to) from the analytics read model: applications received, and applications that
 * first entered INTERVIEW_SCHEDULED, OFFERED and HIRED in the window; the 5 jobs with the most applications.
 */
export async function weeklyFigures(
  db: NodePgDatabase,
  companyId: string,
  from: Date,
  to: Date,
): Promise<WeeklyFigures> {
  const a = analyticsApplications;
  const entered = (stage: number) => {
    const at = sql`(${a.row} -> 'stageAt' ->> ${sql.raw(String(stage))})::timestamptz`;
    return sql`${at} >= ${from.toISOString()}::timestamptz AND ${at} < ${to.toISOString()}::timestamptz`;
  };
  const counted = (stage: number) => sql<number>`(count(*) FILTER (WHERE ${entered(stage)}))::int`;
  const jobId = sql<string>`${a.row} ->> 'jobId'`;
  const [totals] = await db
    .select({ applications: counted(0), interviews: counted(2), offers: counted(4), hires: counted(5) })
    .from(a)
    .where(eq(a.companyId, companyId));
  const top = await db
    .select({
      jobId,
      title: sql<string>`coalesce(${notificationJobs.title}, '')`,
      applications: sql<number>`count(*)::int`,
    })
    .from(a)
    .leftJoin(notificationJobs, eq(notificationJobs.jobId, jobId))
    .where(and(eq(a.companyId, companyId), entered(0)))
    .groupBy(jobId, notificationJobs.title)
    .orderBy(sql`count(*) DESC`, sql`coalesce(${notificationJobs.title}, '')`, jobId)
    .limit(5);
  return {
    applications: totals?.applications ?? 0,
    interviews: totals?.interviews ?? 0,
    offers: totals?.offers ?? 0,
    hires: totals?.hires ?? 0,
    topJobs: top,
  };
}
