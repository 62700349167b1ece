import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild.ts';
import { createProjectionRunner, type ProjectionRunner } from '../runner/runner.ts';
import { append, createHarness, dump, type Harness } from '../testing/harness.ts';
import { decisionLogProjection } from './projection.ts';
import { eraseDecisionLogOf, listDecisionLog } from './query.ts';

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const provenance = { engine: 'local', model: 'local-v3', promptVersion: 'cv-7', inputHash: `sha256:${'a'.repeat(64)}` };

const submitted = (applicationId: string, companyId = 'company-1') => ({
  type: 'ApplicationSubmitted',
  data: { applicationId, jobId: `job-of-${companyId}`, companyId, candidateId: null, submittedAt: at(1) },
});
const analyzed = (applicationId: string, score: number, overallFit: string) => ({
  type: 'CvAnalyzed',
  data: { applicationId, score, results: { overallFit }, provenance, analyzedAt: at(2) },
});
const status = (applicationId: string, to: string, from: string, actorId: string | null) => ({
  type: 'ApplicationStatusChanged',
  data: { applicationId, status: to, previousStatus: from, actorId, reason: null, changedAt: at(3) },
});
const scored = (applicationId: string, aiRecommendation: string) => ({
  type: 'InterviewScored',
  data: {
    applicationId,
    interviewId: `i-${applicationId}`,
    stage: 'FIRST',
    aiScore: 71,
    aiRecommendation,
    insufficientEvidence: false,
    provenance: { ...provenance, promptVersion: 'interview-4' },
    scoredAt: at(4),
  },
});

let h: Harness;
let runner: ProjectionRunner;

beforeAll(async () => {
  h = await createHarness();
  // a1: a good CV, moved on by the process, then rejected by a recruiter (overrode), then an AI interview says reject.
  await append(h.store, 'application-a1', [submitted('a1'), analyzed('a1', 82, 'Excellent')]);
  await append(h.store, 'application-a1', [status('a1', 'INTERVIEW_SCHEDULED', 'SUBMITTED', null)]);
  await append(h.store, 'application-a1', [status('a1', 'REJECTED', 'INTERVIEW_SCHEDULED', 'u-1')], {
    actorId: 'u-1',
  });
  await append(h.store, 'interview-i-a1', [scored('a1', 'REJECT')]);
  // a2: a poor CV the recruiter rejects (followed), with a note (not comparable).
  await append(h.store, 'application-a2', [submitted('a2'), analyzed('a2', 30, 'Poor')]);
  await append(h.store, 'application-a2', [
    status('a2', 'REJECTED', 'SUBMITTED', 'u-2'),
    {
      type: 'ApplicationNoteAdded',
      data: { applicationId: 'a2', noteId: 'n1', source: 'USER', authorId: 'u-2', text: 'x', provenance: null },
    },
    {
      type: 'ApplicationNoteAdded',
      data: { applicationId: 'a2', noteId: 'n2', source: 'AI', authorId: null, text: 'y', provenance },
    },
  ]);
  // a3: another company's application.
  await append(h.store, 'application-a3', [submitted('a3', 'company-2'), analyzed('a3', 90, 'Excellent')]);
  await append(h.store, 'application-a3', [status('a3', 'HIRED', 'OFFERED', 'u-9')]);
  runner = createProjectionRunner({ db: h.db, store: h.store, projections: [decisionLogProjection] });
  await runner.start();
  expect(await runner.waitForPosition('decision-log', await h.store.headPosition(), 10_000)).toBe(true);
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

/** The database's own refusal, which Drizzle wraps as the cause of its "Failed query" error. */
async function refused(query: Promise<unknown>, reason = /^DECISION_LOG\.RETAINED/) {
  const error = await query.then(
    () => null,
    (e: unknown) => e,
  );
  expect(String((error as { cause?: Error } | null)?.cause?.message)).toMatch(reason);
}

const rowsOf = async (applicationId: string) =>
  (await listDecisionLog(h.db, 'company-1', { filter: { applicationId }, sort: ['id', 'ASC'] })).rows;

describe('the decision log projection', () => {
  it('lists each AI output with its provenance and each decision with its verdict against the AI before it', async () => {
    const a1 = await rowsOf('a1');
    expect(a1.map((r) => [r.kind, r.actorKind, r.status, r.stance, r.direction, r.verdict])).toEqual([
      ['CV_ANALYSIS', 'AI', null, 'ADVANCE', null, null],
      ['STATUS_CHANGE', 'PROCESS', 'INTERVIEW_SCHEDULED', null, 'ADVANCE', null],
      ['STATUS_CHANGE', 'PERSON', 'REJECTED', null, 'REJECT', 'OVERRODE'],
      ['AI_INTERVIEW', 'AI', null, 'REJECT', null, null],
    ]);
    expect(a1[0]).toMatchObject({ score: 82, fit: 'Excellent', provenance: { engine: 'local', model: 'local-v3' } });
    expect(a1[0]!.provenance).not.toHaveProperty('inputHash');
    expect(a1[2]).toMatchObject({ actorId: 'u-1', basis: { kind: 'CV_ANALYSIS', score: 82, fit: 'Excellent' } });
    expect(a1[3]).toMatchObject({ recommendation: 'REJECT', stage: 'FIRST', score: 71 });

    const a2 = await rowsOf('a2');
    expect(a2.map((r) => [r.kind, r.verdict])).toEqual([
      ['CV_ANALYSIS', null],
      ['STATUS_CHANGE', 'FOLLOWED'],
      ['NOTE', 'NOT_COMPARABLE'],
    ]);
  });

  it("answers only the company's own rows, and filters by verdict", async () => {
    expect(await rowsOf('a3')).toEqual([]);
    const overrode = await listDecisionLog(h.db, 'company-1', { filter: { verdict: 'OVERRODE' } });
    expect(overrode.rows.map((r) => r.applicationId)).toEqual(['a1']);
    const other = await listDecisionLog(h.db, 'company-2', {});
    expect(other.rows.map((r) => [r.applicationId, r.verdict])).toEqual([
      ['a3', 'FOLLOWED'],
      ['a3', null],
    ]);
  });

  it('gives the same rows when rebuilt from the log, and keeps its retention guard', async () => {
    const table = () => dump(h.db, 'decision_log_entries', 'position');
    const before = await table();
    expect(before).toHaveLength(9);
    await rebuildProjection({ db: h.db, store: h.store, projection: decisionLogProjection });
    expect(await table()).toEqual(before);
    await refused(h.db.execute(sql`DELETE FROM decision_log_entries WHERE application_id = 'a2'`));
  });

  it('refuses to delete, truncate or rewrite entries younger than six months, but lets older ones and erasures go', async () => {
    const count = async (where = sql`true`) =>
      Number(
        (await h.db.execute<{ n: string }>(sql`SELECT count(*)::text AS n FROM decision_log_entries WHERE ${where}`))
          .rows[0]!.n,
      );
    const young = await count();
    await refused(h.db.execute(sql`DELETE FROM decision_log_entries`));
    await refused(h.db.execute(sql`TRUNCATE decision_log_entries`));
    expect(await count()).toBe(young);

    // Nor can an entry be rewritten to look old.
    await refused(
      h.db.execute(sql`UPDATE decision_log_entries SET occurred_at = now() - interval '1 year'`),
      /^DECISION_LOG\.IMMUTABLE/,
    );
    expect(await count(sql`occurred_at < now() - interval '6 months'`)).toBe(0);

    // An entry seven months old may go.
    await h.db.execute(sql`
      INSERT INTO decision_log_entries (position, application_id, company_id, job_id, kind, actor_kind, occurred_at)
      VALUES (999999, 'old', 'company-1', 'job-of-company-1', 'NOTE', 'PERSON', now() - interval '7 months')`);
    await h.db.execute(sql`DELETE FROM decision_log_entries WHERE position = 999999`);
    expect(await count(sql`position = 999999`)).toBe(0);

    // The erasure path removes young rows.
    expect(await eraseDecisionLogOf(h.db, ['a2'])).toBe(3);
    expect(await rowsOf('a2')).toEqual([]);
    expect(await count()).toBe(young - 3);
  });
});
