import { sql } from 'drizzle-orm';
import type { ReadModelTx } from '../db.ts';
import { insertRows, rowsFromJson, setExcluded } from '../runner/bulk.ts';
import {
  notificationApplications,
  notificationCompanies,
  notificationJobs,
  notificationMembers,
  notificationMentions,
  notifications,
} from './schema.ts';

export type Member = typeof notificationMembers.$inferSelect;
export type Company = typeof notificationCompanies.$inferSelect;
export type Job = typeof notificationJobs.$inferSelect;
export type Application = typeof notificationApplications.$inferSelect;
type NotificationInsert = typeof notifications.$inferInsert;
type MentionInsert = typeof notificationMentions.$inferInsert;

/** What a batch's events refer to, so that their rows are read in a few statements up front. */
export type BatchKeys = {
  applicationIds: Set<string>;
  jobIds: Set<string>;
  companyIds: Set<string>;
  userIds: Set<string>;
};

export const emptyKeys = (): BatchKeys => ({
  applicationIds: new Set(),
  jobIds: new Set(),
  companyIds: new Set(),
  userIds: new Set(),
});

/**
 * The projection's context tables for one batch of events, held in memory: rows are read once (a few statements
 * for the whole batch), the events fold into them in log order exactly as they would into the tables, and the
 * changed rows are written back at the end. New notifications and mentions are written in bulk. Only this
 * projection writes these tables and the checkpoint lock serialises its batches, so the copy stays exact.
 */
export class NotificationsBatch {
  private readonly members = new Map<string, Member>();
  private readonly companies = new Map<string, Company | null>();
  private readonly jobs = new Map<string, Job | null>();
  private readonly apps = new Map<string, Application | null>();
  private readonly loadedUsers = new Set<string>();
  private readonly loadedMemberCompanies = new Set<string>();
  private readonly changedMembers = new Set<string>();
  private readonly changedCompanies = new Set<string>();
  private readonly changedJobs = new Set<string>();
  private readonly newApps = new Set<string>();
  private pendingNotifications: NotificationInsert[] = [];
  private pendingMentions: MentionInsert[] = [];

  constructor(private readonly tx: ReadModelTx) {}

  /**
   * Reads what the keys name in one statement: the applications, then the jobs (named, or of those
   * applications), the companies (named, or of those applications and jobs), and the members of those companies
   * or named. Rows already in memory are kept: they may have changed in this batch.
   */
  async load(keys: BatchKeys): Promise<void> {
    const appIds = [...keys.applicationIds].filter((id) => !this.apps.has(id));
    const jobIds = [...keys.jobIds].filter((id) => !this.jobs.has(id));
    const companyIds = [...keys.companyIds].filter((id) => !this.loadedMemberCompanies.has(id));
    const users = [...keys.userIds].filter((id) => !this.loadedUsers.has(id));
    if (!appIds.length && !jobIds.length && !companyIds.length && !users.length) return;
    const list = (ids: string[]) => sql`${sql.param(ids)}::text[]`;
    const result = await this.tx.execute<{
      apps: unknown;
      jobs: unknown;
      companies: unknown;
      members: unknown;
      company_ids: string[] | null;
    }>(sql`
      WITH a AS (SELECT * FROM notification_applications WHERE application_id = ANY(${list(appIds)})),
      j AS (
        SELECT * FROM notification_jobs
        WHERE job_id = ANY(${list(jobIds)}) OR job_id IN (SELECT job_id FROM a)
      ),
      c AS (
        SELECT unnest(${list(companyIds)}) AS company_id
        UNION SELECT company_id FROM a UNION SELECT company_id FROM j
      ),
      co AS (SELECT * FROM notification_companies WHERE company_id IN (SELECT company_id FROM c)),
      m AS (
        SELECT * FROM notification_members
        WHERE company_id IN (SELECT company_id FROM c) OR user_id = ANY(${list(users)})
      )
      SELECT (SELECT json_agg(a) FROM a) AS apps, (SELECT json_agg(j) FROM j) AS jobs,
        (SELECT json_agg(co) FROM co) AS companies, (SELECT json_agg(m) FROM m) AS members,
        (SELECT array_agg(company_id) FROM c) AS company_ids`);
    const row = result.rows[0]!;
    for (const id of appIds) this.apps.set(id, null);
    for (const app of rowsFromJson(notificationApplications, row.apps)) this.apps.set(app.applicationId, app);
    for (const id of jobIds) this.jobs.set(id, null);
    for (const job of rowsFromJson(notificationJobs, row.jobs)) {
      if (!this.changedJobs.has(job.jobId)) this.jobs.set(job.jobId, job);
    }
    const loadedCompanies = row.company_ids ?? [];
    for (const id of loadedCompanies) if (!this.companies.has(id)) this.companies.set(id, null);
    for (const company of rowsFromJson(notificationCompanies, row.companies)) {
      if (!this.changedCompanies.has(company.companyId)) this.companies.set(company.companyId, company);
    }
    for (const member of rowsFromJson(notificationMembers, row.members)) {
      if (!this.members.has(member.userId)) this.members.set(member.userId, member);
    }
    for (const id of loadedCompanies) this.loadedMemberCompanies.add(id);
    for (const id of users) this.loadedUsers.add(id);
  }

  async member(userId: string): Promise<Member | null> {
    if (!this.loadedUsers.has(userId)) await this.load({ ...emptyKeys(), userIds: new Set([userId]) });
    return this.members.get(userId) ?? null;
  }

  async membersOf(companyId: string): Promise<Member[]> {
    if (!this.loadedMemberCompanies.has(companyId)) {
      await this.load({ ...emptyKeys(), companyIds: new Set([companyId]) });
    }
    return [...this.members.values()].filter((m) => m.companyId === companyId);
  }

  async company(companyId: string): Promise<Company | null> {
    if (!this.companies.has(companyId)) await this.load({ ...emptyKeys(), companyIds: new Set([companyId]) });
    return this.companies.get(companyId) ?? null;
  }

  async job(jobId: string): Promise<Job | null> {
    if (!this.jobs.has(jobId)) await this.load({ ...emptyKeys(), jobIds: new Set([jobId]) });
    return this.jobs.get(jobId) ?? null;
  }

  async application(applicationId: string): Promise<Application | null> {
    if (!this.apps.has(applicationId)) {
      await this.load({ ...emptyKeys(), applicationIds: new Set([applicationId]) });
    }
    return this.apps.get(applicationId) ?? null;
  }

  putMember(row: Member): void {
    this.members.set(row.userId, row);
    this.loadedUsers.add(row.userId);
    this.changedMembers.add(row.userId);
  }

  putCompany(row: Company): void {
    this.companies.set(row.companyId, row);
    this.changedCompanies.add(row.companyId);
  }

  putJob(row: Job): void {
    this.jobs.set(row.jobId, row);
    this.changedJobs.add(row.jobId);
  }

  /** Applications are written once, by their submission; a known id changes nothing. */
  addApplication(row: Application): void {
    if (this.apps.get(row.applicationId)) return;
    this.apps.set(row.applicationId, row);
    this.newApps.add(row.applicationId);
  }

  addNotifications(rows: NotificationInsert[]): void {
    for (const row of rows) this.pendingNotifications.push(row);
  }

  addMentions(rows: MentionInsert[]): void {
    for (const row of rows) this.pendingMentions.push(row);
  }

  /** Writes the notifications and mentions so far: an inbox event that follows may mark them. */
  async flushInbox(): Promise<void> {
    const rows = this.pendingNotifications;
    const mentions = this.pendingMentions;
    this.pendingNotifications = [];
    this.pendingMentions = [];
    await insertRows(this.tx, notifications, rows, sql`ON CONFLICT (id) DO NOTHING`);
    await insertRows(this.tx, notificationMentions, mentions, sql`ON CONFLICT (note_id, user_id) DO NOTHING`);
  }

  async flush(): Promise<void> {
    const pick = <K, V>(map: Map<K, V | null>, keys: Set<K>) => [...keys].map((k) => map.get(k)!).filter(Boolean);
    await insertRows(
      this.tx,
      notificationMembers,
      pick(this.members, this.changedMembers),
      sql`ON CONFLICT (user_id) DO UPDATE SET ${setExcluded(notificationMembers, [
        'companyId',
        'settings',
        'firstName',
        'lastName',
        'lastPosition',
      ])} WHERE notification_members.last_position < excluded.last_position`,
    );
    await insertRows(
      this.tx,
      notificationCompanies,
      pick(this.companies, this.changedCompanies),
      sql`ON CONFLICT (company_id) DO UPDATE SET ${setExcluded(notificationCompanies, ['preferences', 'lastPosition'])}
        WHERE notification_companies.last_position < excluded.last_position`,
    );
    await insertRows(
      this.tx,
      notificationJobs,
      pick(this.jobs, this.changedJobs),
      sql`ON CONFLICT (job_id) DO UPDATE SET ${setExcluded(notificationJobs, ['title', 'lastPosition'])}
        WHERE notification_jobs.last_position < excluded.last_position`,
    );
    await insertRows(
      this.tx,
      notificationApplications,
      pick(this.apps, this.newApps),
      sql`ON CONFLICT (application_id) DO NOTHING`,
    );
    this.changedMembers.clear();
    this.changedCompanies.clear();
    this.changedJobs.clear();
    this.newApps.clear();
    await this.flushInbox();
  }
}
