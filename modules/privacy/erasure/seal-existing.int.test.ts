import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore, type AppEventStore } from '@tawzeef/shared';
import { createTestDatabase } from '@tawzeef/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKeyCache } from './key-cache.ts';
import { createPgKeyVault } from './key-vault.ts';
import { ERASED, type PersonalDataPolicy } from './personal-data.ts';
import { withPersonalData } from './personal-data-store.ts';
import { sealExistingEvents } from './seal-existing.ts';

const byApplication = (d: Record<string, unknown>) => (typeof d.applicationId === 'string' ? d.applicationId : null);
const policy: PersonalDataPolicy = {
  ApplicationSubmitted: { subject: byApplication, fields: ['applicant.email', 'applicant.firstName', 'coverLetter'] },
  TranscriptUtteranceRecorded: { subject: byApplication, fields: ['text'] },
};
const meta = () => ({ messageId: randomUUID() });

type Stored = { global_position: string; stream_position: string; created: Date; message_id: string; data: string };

describe('sealing the personal data of events written before sealing (issue #22 migration)', () => {
  let drop: () => Promise<void>;
  let pool: pg.Pool;
  let raw: AppEventStore;
  const applicationId = randomUUID();
  const interviewId = randomUUID();
  const submitted = {
    applicationId,
    jobId: 'job-1',
    applicant: { firstName: 'Layla', lastName: 'Haddad', email: 'layla.haddad@example.com', phone: null },
    coverLetter: 'أحب العمل معكم',
    status: 'SUBMITTED',
  };
  const utterance = { interviewId, seq: 1, speakerType: 'CANDIDATE', text: 'I led the SQL migration at Aramco' };

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    pool = new pg.Pool({ connectionString: db.url });
    raw = createPostgresEventStore(db.url, { settleWaitMs: 100 });
    // Written the old way: no sealing, and a transcript line without its application id.
    await raw.appendToStream(`application-${applicationId}`, [
      { type: 'ApplicationSubmitted', data: submitted, metadata: meta() },
    ]);
    await raw.appendToStream(`interview-${interviewId}`, [
      { type: 'InterviewScheduled', data: { interviewId, applicationId, jobId: 'job-1' }, metadata: meta() },
      { type: 'TranscriptUtteranceRecorded', data: utterance, metadata: meta() },
      { type: 'JobPublished', data: { jobId: 'job-1', note: 'not in the policy' }, metadata: meta() },
    ]);
  });
  afterAll(async () => {
    await raw.close();
    await pool.end();
    await drop();
  });

  const stored = async () =>
    (
      await pool.query<Stored>(
        `SELECT global_position::text, stream_position::text, created, message_id, message_data::text AS data
           FROM emt_messages ORDER BY global_position`,
      )
    ).rows;

  it('seals them in place, keeping positions, ids and times; reads back equal; a second run changes nothing', async () => {
    const before = await stored();
    expect(before.map((r) => r.data).join(' ')).toMatch(/layla|Aramco|أحب/);

    const vault = createPgKeyVault(pool);
    expect(await sealExistingEvents({ pool, vault, policy })).toBe(2);

    const after = await stored();
    expect(after.map((r) => r.data).join(' ')).not.toMatch(/layla|Layla|Aramco|أحب/);
    expect(after.map(({ data: _d, ...r }) => r)).toEqual(before.map(({ data: _d, ...r }) => r));
    expect(after[3]!.data).toBe(before[3]!.data);

    const store = withPersonalData(raw, withKeyCache(vault), policy);
    const application = await store.readStream(`application-${applicationId}`);
    expect(application.events[0]!.data).toEqual(submitted);
    const interview = await store.readStream(`interview-${interviewId}`);
    // The old line gained its application id (an added field), and nothing else changed.
    expect(interview.events[1]!.data).toEqual({ ...utterance, applicationId });
    expect(interview.currentStreamVersion).toBe(3n);

    expect(await sealExistingEvents({ pool, vault, policy })).toBe(0);
    expect((await stored()).map((r) => r.data)).toEqual(after.map((r) => r.data));
  });

  it('once the key is deleted, the migrated events read as erased while their facts stay', async () => {
    const vault = withKeyCache(createPgKeyVault(pool));
    const store = withPersonalData(raw, vault, policy);
    expect((await store.readStream(`application-${applicationId}`)).events[0]!.data).toEqual(submitted);

    await vault.erase(applicationId, new Date());

    const { events } = await store.readStream(`application-${applicationId}`);
    expect(events[0]!.data).toEqual({
      ...submitted,
      applicant: { firstName: ERASED, lastName: 'Haddad', email: ERASED, phone: null },
      coverLetter: ERASED,
    });
    const all = await store.readAll({ after: 0n, limit: 10 });
    expect(all.find((e) => e.type === 'TranscriptUtteranceRecorded')!.data.text).toBe(ERASED);
    expect(all.map((e) => e.type)).toEqual([
      'ApplicationSubmitted',
      'InterviewScheduled',
      'TranscriptUtteranceRecorded',
      'JobPublished',
    ]);
  });

  it('writes a plaintext event of a subject erased before the migration ran as erased', async () => {
    const gone = randomUUID();
    await raw.appendToStream(`application-${gone}`, [
      { type: 'ApplicationSubmitted', data: { ...submitted, applicationId: gone }, metadata: meta() },
    ]);
    const vault = createPgKeyVault(pool);
    await vault.erase(gone, new Date());
    expect(await sealExistingEvents({ pool, vault, policy })).toBe(1);
    const { rows } = await pool.query<{ d: string }>(
      'SELECT message_data::text AS d FROM emt_messages WHERE stream_id = $1',
      [`application-${gone}`],
    );
    expect(rows[0]!.d).not.toMatch(/layla|أحب/);
    expect(JSON.parse(rows[0]!.d).applicant.email).toBe(ERASED);
  });
});
