import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rebuildProjection } from '../runner/rebuild.ts';
import { createProjectionRunner } from '../runner/runner.ts';
import { append, createHarness, type Harness } from '../testing/harness.ts';
import { analyticsProjection } from './projection.ts';

const DAY = 86_400_000;
const start = Date.parse('2026-01-03T08:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
// Fractions of days, so that the bucket sums are not whole numbers and their order of addition shows.
let rand = 7;
const random = () => (rand = (rand * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

const job = (jobId: string, department: string, at: number, type = 'JobDrafted') => ({
  type,
  data: {
    jobId,
    companyId: 'co-1',
    fields: { title: 't', department, location: 'Amman', salaryRange: { min: 1000, max: 1500, currency: 'JOD' } },
    draftedAt: iso(at),
  },
});

async function tables(h: Harness) {
  const dump = async (query: string) => (await h.db.execute(sql.raw(query))).rows;
  return {
    jobs: await dump(`SELECT to_jsonb(t) AS r FROM analytics_jobs t ORDER BY job_id`),
    applications: await dump(`SELECT to_jsonb(t) AS r FROM analytics_applications t ORDER BY application_id`),
    // Text of the doubles: equal only if every bit is.
    buckets: await dump(
      `SELECT to_jsonb(t)::text AS r FROM analytics_buckets t ORDER BY company_id, month, dimension, value`,
    ),
    skills: await dump(`SELECT to_jsonb(t) AS r FROM analytics_skills t ORDER BY company_id, month, skill`),
  };
}

describe('the analytics projection', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
    await append(h.store, 'job-j1', [job('j1', 'Engineering', start)]);
    await append(h.store, 'job-j2', [job('j2', 'Sales', start)]);
    let t = start;
    for (let i = 0; i < 40; i++) {
      const id = `app-${String(i).padStart(2, '0')}`;
      const events = [
        {
          type: 'ApplicationSubmitted',
          data: {
            applicationId: id,
            jobId: i % 3 === 0 ? 'j2' : 'j1',
            companyId: 'co-1',
            source: i % 4 === 0 ? 'anonymous' : 'candidate',
            submittedAt: iso((t += random() * 3 * DAY)),
          },
        },
        {
          type: 'CvAnalyzed',
          data: {
            applicationId: id,
            score: 40 + (i % 50),
            results: { overallFit: i % 2 ? 'Good' : 'Poor', skillsMatch: { matched: ['SQL', i % 2 ? 'React' : 'Go'] } },
          },
        },
      ];
      const path = ['REVIEWING', 'INTERVIEW_SCHEDULED', 'INTERVIEWED', 'OFFERED', 'HIRED'].slice(0, i % 6);
      for (const status of path) {
        events.push({
          type: 'ApplicationStatusChanged',
          data: { applicationId: id, status, changedAt: iso((t += random() * DAY)) },
        } as never);
      }
      if (i % 7 === 3)
        events.push({ type: 'ApplicationWithdrawn', data: { applicationId: id, withdrawnAt: iso(t) } } as never);
      await append(h.store, `application-${id}`, events);
      // Half way, j1 moves to another department: its applications so far move with it.
      if (i === 20) await append(h.store, 'job-j1', [job('j1', 'Product', t, 'JobUpdated')]);
    }
    await append(h.store, 'application-app-05', [
      {
        type: 'CvAnalyzed',
        data: { applicationId: 'app-05', score: 90, results: { skillsMatch: { matched: ['Rust'] } } },
      },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('projects one event per transaction and in one batch to the same rows, to the bit', async () => {
    // One event per transaction, as a quiet live runner does.
    const runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projections: [analyticsProjection],
      batchSize: 1,
    });
    await runner.start();
    expect(await runner.waitForPosition('analytics', await h.store.headPosition(), 60_000)).toBe(true);
    await runner.stop();
    const live = await tables(h);

    const totals = await h.db.execute<{ dimension: string; value: string; applications: number }>(
      sql`SELECT dimension, value, sum(applications)::float AS applications FROM analytics_buckets
          WHERE dimension IN ('all', 'department') GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    // Every application once in the totals; j1's in Product (moved), none left in Engineering.
    expect(totals.rows).toEqual([
      { dimension: 'all', value: '', applications: 40 },
      { dimension: 'department', value: 'Engineering', applications: 0 },
      { dimension: 'department', value: 'Product', applications: 26 },
      { dimension: 'department', value: 'Sales', applications: 14 },
    ]);

    // The whole log in one batch.
    await rebuildProjection({ db: h.db, store: h.store, projection: analyticsProjection });
    expect(await tables(h)).toEqual(live);
  });
});
