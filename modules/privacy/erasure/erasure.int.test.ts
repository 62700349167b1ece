import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, rebuildProjections } from '@tawzeef/read-models';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import {
  kept,
  nizar,
  startErasureFixture,
  zubaida,
  type ErasureFixture,
  type Person,
} from '../../../web/api/src/test-erasure.ts';
import { searchDatabase, searchFolder, searchLogs, snapshotTables } from './search-everywhere.ts';

// Issue #22's proof: once erased, a person's e-mail, phone and name are nowhere (every table of the database, the
// event payloads, the storage folders, the logs), the company's figures are unchanged, and a rebuild of every read
// model from the log equals the live one.
let f: ErasureFixture;
const needlesOf = (p: Person) => [p.email, ...p.phoneForms, p.firstName, p.lastName];
const erasedNeedles = [...needlesOf(zubaida), ...needlesOf(nizar)];
const pool = () => f.server.container.get(TOKENS.ReadModelDb).$client;

/** Until no event is appended for a while and every projection has caught up (the hiring workflows settle). */
async function quiet() {
  const store = f.server.container.get(TOKENS.EventStore);
  const runner = f.server.container.get(TOKENS.ProjectionRunner);
  for (let last = -1n; ;) {
    const head = await store.headPosition();
    await runner.waitForPosition('all', head, 30_000);
    if (head === last) return;
    last = head;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** What the company sees in figures: applications per job and status, the analytics buckets and funnel. */
async function companyFigures() {
  const q = async (sql: string) => (await pool().query(sql)).rows;
  return {
    pipeline: await q(
      'SELECT job_id, status, count(*)::int AS n FROM applications GROUP BY job_id, status ORDER BY job_id, status',
    ),
    buckets: await q('SELECT t::text FROM analytics_buckets t ORDER BY 1'),
    jobs: await q('SELECT t::text FROM analytics_jobs t ORDER BY 1'),
    interviews: await q('SELECT application_id, status, ai_score FROM interviews ORDER BY 1'),
    decisionsKept: await q('SELECT count(*)::int AS n FROM decision_log_entries'),
  };
}

const where = (hits: { where: string; needle: string }[]) => hits.map((h) => `${h.needle} @ ${h.where}`);

beforeAll(async () => {
  f = await startErasureFixture();
  await quiet();
}, 300_000);

afterAll(async () => {
  await f?.close();
});

describe('erasing a candidate and an anonymous applicant', () => {
  let before: Awaited<ReturnType<typeof companyFigures>>;

  it('finds them everywhere before (the search can fail)', async () => {
    const hits = await searchDatabase(pool(), erasedNeedles);
    const found = new Set(hits.map((h) => h.needle));
    for (const needle of erasedNeedles) expect(found, needle).toContain(needle);
    expect(searchFolder(f.storage, [zubaida.lastName]).length).toBeGreaterThan(0);
    before = await companyFigures();
  }, 120_000);

  it('leaves no e-mail, phone or name of theirs in the database, event payloads, files or logs', async () => {
    const erasure = f.server.container.get(TOKENS.Erasure);
    const report = await erasure.eraseCandidate(f.zubaidaId, { reason: 'candidate-request', actorId: f.zubaidaId });
    expect(report.subjects).toEqual(expect.arrayContaining([f.zubaidaId, ...f.zubaidaApplications]));
    expect(report.filesDeleted).toBeGreaterThanOrEqual(3);
    const anonymous = await erasure.eraseApplications([f.anonymousApplication], {
      reason: 'candidate-request',
      actorId: null,
    });
    expect(anonymous.subjects).toEqual([f.anonymousApplication]);
    await quiet();

    expect(where(await searchDatabase(pool(), erasedNeedles))).toEqual([]);
    expect(where(searchFolder(f.storage, erasedNeedles))).toEqual([]);
    // The log did record the requests, including the recruiter's searches for her (without their query).
    expect(f.server.logs.some((l) => JSON.stringify(l).includes('/api/company/applications'))).toBe(true);
    expect(where(searchLogs(f.server.logs, erasedNeedles))).toEqual([]);
    const { rows } = await pool().query(`SELECT count(*)::int AS n FROM self_identifications WHERE candidate_id = $1`, [
      f.zubaidaId,
    ]);
    expect(rows[0].n).toBe(0);
  }, 180_000);

  it("keeps the company's figures and the other candidate's data", async () => {
    const after = await companyFigures();
    expect(after.pipeline).toEqual(before.pipeline);
    expect(after.buckets).toEqual(before.buckets);
    expect(after.jobs).toEqual(before.jobs);
    expect(after.interviews).toEqual(before.interviews);
    const keptHits = new Set((await searchDatabase(pool(), needlesOf(kept))).map((h) => h.needle));
    for (const needle of [kept.email, kept.firstName, kept.lastName]) expect(keptHits, needle).toContain(needle);
    const { rows } = await pool().query(
      'SELECT cv_storage_key, first_name FROM applications WHERE application_id = $1',
      [f.keptApplication],
    );
    expect(rows[0].first_name).toBe(kept.firstName);
    expect(existsSync(join(f.storage, 'cvs', rows[0].cv_storage_key))).toBe(true);
    // The erased applications still exist, with their job, status and dates; their people read as erased.
    const erased = await pool().query(
      'SELECT first_name, email, status, applied_at FROM applications WHERE application_id = ANY($1)',
      [[...f.zubaidaApplications, f.anonymousApplication]],
    );
    expect(erased.rows).toHaveLength(3);
    for (const row of erased.rows) expect(row).toMatchObject({ first_name: '[erased]', email: '[erased]' });
  }, 60_000);

  it('gives, rebuilt from the log, every read model equal to the live one', async () => {
    const tables = allProjections.flatMap((p) => p.tables);
    await quiet();
    const live = await snapshotTables(pool(), tables);
    await rebuildProjections({
      db: f.server.container.get(TOKENS.ReadModelDb),
      store: f.server.container.get(TOKENS.EventStore),
      projections: allProjections,
    });
    const rebuilt = await snapshotTables(pool(), tables);
    const differing = Object.keys(live).filter((name) => JSON.stringify(rebuilt[name]) !== JSON.stringify(live[name]));
    for (const name of differing) expect(rebuilt[name], name).toEqual(live[name]);
    expect(differing).toEqual([]);
    expect(Object.keys(live).length).toBeGreaterThan(20);
  }, 180_000);

  it('erases twice without harm, and an unknown id erases nothing', async () => {
    const erasure = f.server.container.get(TOKENS.Erasure);
    const again = await erasure.eraseCandidate(f.zubaidaId, { reason: 'candidate-request', actorId: f.zubaidaId });
    expect(again.subjects).toEqual(expect.arrayContaining([f.zubaidaId]));
    expect(again.filesDeleted).toBe(0);
    const events = await pool().query(
      `SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'PersonalDataErased'`,
    );
    expect(events.rows[0].n).toBe(2 + f.zubaidaApplications.length);
    const unknown = await erasure.eraseCandidate('no-such-user', { reason: 'candidate-request', actorId: null });
    expect(unknown).toMatchObject({ subjects: [], filesDeleted: 0, rowsDeleted: 0 });
    const none = await erasure.eraseApplications(['no-such-application'], { reason: 'retention', actorId: null });
    expect(none.subjects).toEqual([]);
    await quiet();
    expect(where(await searchDatabase(pool(), erasedNeedles))).toEqual([]);
  }, 120_000);
});
