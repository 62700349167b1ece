import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** What an erasure has to find before it deletes keys: the person's applications and the files they left. */
export type ErasureTargets = {
  candidateId: string | null;
  /** The e-mail addresses as they were before the erasure (for rows keyed by them or a hash of them). */
  emails: string[];
  applicationIds: string[];
  cvKeys: string[];
  recordingKeys: string[];
  uploads: string[];
};

/** A text[] parameter, one bound value per id. */
const textArray = (ids: readonly string[]) =>
  ids.length === 0
    ? sql`ARRAY[]::text[]`
    : sql`ARRAY[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]`;

const texts = (rows: Record<string, unknown>[], column: string) => [
  ...new Set(rows.map((r) => r[column]).filter((v): v is string => typeof v === 'string' && v !== '')),
];

async function filesOfApplications(db: NodePgDatabase, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return { cvKeys: [], recordingKeys: [] };
  const ids = textArray(applicationIds);
  const cvs = await db.execute(sql`SELECT cv_storage_key FROM applications WHERE application_id = ANY(${ids})`);
  const recordings = await db.execute(
    sql`SELECT recording_key FROM interviews WHERE application_id = ANY(${ids}) AND recording_key IS NOT NULL`,
  );
  return { cvKeys: texts(cvs.rows, 'cv_storage_key'), recordingKeys: texts(recordings.rows, 'recording_key') };
}

/**
 * A candidate account's applications and files, looked up by the user id (their candidate id is the profile's).
 * Null when no such candidate account exists.
 */
export async function erasureTargetsOfCandidate(db: NodePgDatabase, userId: string): Promise<ErasureTargets | null> {
  const users = await db.execute(sql`SELECT user_id, email, avatar FROM users WHERE user_id = ${userId}`);
  const profiles = await db.execute(sql`SELECT candidate_id FROM candidate_profiles WHERE user_id = ${userId}`);
  if (users.rows.length === 0 && profiles.rows.length === 0) return null;
  const candidateId = texts(profiles.rows, 'candidate_id')[0] ?? null;
  const people = [userId, ...(candidateId ? [candidateId] : [])];
  const whose = textArray(people);
  const applications = await db.execute(
    sql`SELECT application_id FROM applications WHERE candidate_id = ANY(${whose})`,
  );
  const applicationIds = texts(applications.rows, 'application_id');
  const appEmails = await db.execute(
    sql`SELECT email FROM applications WHERE application_id = ANY(${textArray(applicationIds)})`,
  );
  const library = await db.execute(sql`SELECT storage_key FROM candidate_cvs WHERE candidate_id = ANY(${whose})`);
  const files = await filesOfApplications(db, applicationIds);
  return {
    candidateId,
    emails: texts([...users.rows, ...appEmails.rows], 'email'),
    applicationIds,
    cvKeys: [...new Set([...texts(library.rows, 'storage_key'), ...files.cvKeys])],
    recordingKeys: files.recordingKeys,
    uploads: texts(users.rows, 'avatar').map((url) => url.replace(/^.*\//, '')),
  };
}

/** Some applications (those that exist) and their files: an anonymous applicant, or retention. */
export async function erasureTargetsOfApplications(
  db: NodePgDatabase,
  applicationIds: readonly string[],
): Promise<ErasureTargets> {
  const ids = textArray(applicationIds);
  const found =
    applicationIds.length === 0
      ? []
      : texts(
          (await db.execute(sql`SELECT application_id FROM applications WHERE application_id = ANY(${ids})`)).rows,
          'application_id',
        );
  const files = await filesOfApplications(db, found);
  const emails =
    found.length === 0
      ? []
      : texts(
          (await db.execute(sql`SELECT email FROM applications WHERE application_id = ANY(${textArray(found)})`)).rows,
          'email',
        );
  return { candidateId: null, emails, applicationIds: found, ...files, uploads: [] };
}

/**
 * Rows outside the event log that hold a person's data: the self-identification answers (the only copy), their
 * sessions (deleting them ends them) and identity's counters keyed by the address or a hash of it.
 */
export async function deletePersonalRows(
  db: NodePgDatabase,
  { people, emails }: { people: readonly string[]; emails: readonly string[] },
): Promise<number> {
  const whose = textArray(people);
  const addresses = sql`(SELECT lower(trim(e)) AS plain, encode(sha256(convert_to(lower(trim(e)), 'UTF8')), 'hex') AS hash
    FROM unnest(${textArray(emails)}) AS e)`;
  let deleted = 0;
  const run = async (statement: ReturnType<typeof sql>) => {
    try {
      deleted += (await db.execute(statement)).rowCount ?? 0;
    } catch (error) {
      // A table made on first use (sessions, throttle) may not exist yet in this database: nothing to delete.
      if ((error as { code?: string }).code !== '42P01') throw error;
    }
  };
  if (people.length > 0) {
    await run(sql`DELETE FROM self_identifications WHERE candidate_id = ANY(${whose})`);
    await run(sql`DELETE FROM identity_sessions WHERE user_id = ANY(${whose})`);
  }
  if (emails.length > 0) {
    await run(sql`DELETE FROM identity_known_addresses k USING ${addresses} a WHERE k.account_key = a.hash`);
    await run(sql`DELETE FROM identity_login_throttle t USING ${addresses} a WHERE strpos(t.key, a.hash) > 0`);
    await run(sql`DELETE FROM identity_rate_limits r USING ${addresses} a
      WHERE strpos(lower(r.key), a.plain) > 0 OR strpos(r.key, a.hash) > 0`);
  }
  return deleted;
}
