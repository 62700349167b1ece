import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../web/api/src/test-client.ts';
import { parseCsv, type Seed } from '../../../web/api/src/test-company-applications.ts';
import {
  baseline,
  SEEDS,
  enc,
  reference,
  statuses,
  startPipeline,
  type Pipeline,
  type Row,
} from '../../../web/api/src/test-pipeline.ts';

// The company pipeline lists: filters, sorting, pages, tiles and the CSV export.
let pipeline: Pipeline;
let owner: Client;
let jobA1: string;
let jobA2: string;
let jobB: string;
let seeds: Seed[];
let otherSeedId: string;

beforeAll(async () => {
  pipeline = await startPipeline();
  ({ owner, jobA1, jobA2, jobB, seeds, otherSeedId } = pipeline);
}, 120_000);

afterAll(async () => {
  await pipeline?.close();
});

describe('the company lists', () => {
  it('shows every seeded application with its status, priority and scores', async () => {
    const rows = await baseline(owner);
    expect(rows).toHaveLength(SEEDS);
    for (const seed of seeds) {
      const row = rows.find((r) => r.id === seed.id);
      expect(row, seed.id).toMatchObject({
        jobId: seed.jobId,
        job: { id: seed.jobId, title: seed.jobTitle },
        candidate: { firstName: seed.firstName, lastName: seed.lastName, email: seed.email, id: null },
        status: seed.status,
        priority: seed.priority,
        analysisStatus: seed.analysis,
        aiScore: seed.score,
        cvAnalysisScore: seed.score,
        interview1Score: null,
        interview2Score: null,
        hrInterviewScore: null,
        overallScore: seed.score,
        matchedSkills: seed.skills,
        experienceYears: seed.analysis === 'DONE' ? 4 : null,
        source: 'anonymous',
      });
      expect(row!.version).toBeGreaterThanOrEqual(1);
    }
    expect(rows.map((r) => r.id)).not.toContain(otherSeedId);
  });

  const cases: { filter: Record<string, unknown>; sort: [string, 'ASC' | 'DESC'] }[] = [
    { filter: {}, sort: ['appliedAt', 'DESC'] },
    { filter: {}, sort: ['appliedAt', 'ASC'] },
    { filter: { status: 'REVIEWING' }, sort: ['appliedAt', 'DESC'] },
    { filter: { status: ['OFFERED', 'HIRED'], priority: 'all' }, sort: ['lastName', 'ASC'] },
    { filter: { priority: 'high' }, sort: ['aiScore', 'DESC'] },
    { filter: { priority: ['high', 'low'], status: 'all' }, sort: ['aiScore', 'ASC'] },
    { filter: { q: 'kubernetes' }, sort: ['overallScore', 'DESC'] },
    { filter: { q: 'APPLICANT1' }, sort: ['lastName', 'DESC'] },
    { filter: { q: 'designer' }, sort: ['priority', 'DESC'] },
    { filter: { q: '  ' }, sort: ['priority', 'ASC'] },
    { filter: { q: 'nothing-matches-this' }, sort: ['appliedAt', 'DESC'] },
    { filter: { q: 'dana', status: ['SUBMITTED', 'REJECTED', 'INTERVIEWED'] }, sort: ['updatedAt', 'DESC'] },
  ];

  it('filters and sorts the pipeline like the brute-force reference', async () => {
    const rows = await baseline(owner);
    for (const { filter, sort } of [
      ...cases,
      { filter: { jobId: jobA2 }, sort: ['jobTitle', 'ASC'] as [string, 'ASC'] },
    ]) {
      const reply = await owner.get(`/api/company/applications?filter=${enc(filter)}&sort=${enc(sort)}&range=[0,99]`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const expected = reference(rows, filter, sort);
      expect(
        (reply.body as Row[]).map((r) => r.id),
        JSON.stringify({ filter, sort }),
      ).toEqual(expected);
      expect(reply.headers.get('x-total-count')).toBe(String(expected.length));
    }
    // The position filter with a list, and another company's job matching nothing.
    const both = await owner.get(`/api/company/applications?filter=${enc({ jobId: [jobA1, jobA2] })}&range=[0,99]`);
    expect(both.body).toHaveLength(SEEDS);
    const foreign = await owner.get(`/api/company/applications?filter=${enc({ jobId: jobB })}`);
    expect(foreign.body).toEqual([]);
    expect(foreign.headers.get('content-range')).toBe('applications */0');
  });

  it("filters and sorts one job's applications like the reference, and 404s another company's job", async () => {
    const rows = (await baseline(owner)).filter((r) => r.jobId === jobA1);
    for (const { filter, sort } of cases) {
      const reply = await owner.get(
        `/api/company/jobs/${jobA1}/applications?filter=${enc(filter)}&sort=${enc(sort)}&range=[0,99]`,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(
        (reply.body as Row[]).map((r) => r.id),
        JSON.stringify({ filter, sort }),
      ).toEqual(reference(rows, filter, sort));
    }
    expect((await owner.get(`/api/company/jobs/${jobB}/applications`)).status).toBe(404);
    expect((await owner.get(`/api/company/jobs/${randomUUID()}/applications`)).status).toBe(404);
    // jobId is the path's; a filter cannot widen it.
    const widened = await owner.get(`/api/company/jobs/${jobA1}/applications?filter=${enc({ jobId: jobA2 })}`);
    expect(widened.status).toBe(400);
  });

  it('pages with Content-Range at the edges', async () => {
    const all = reference(await baseline(owner), {}, ['appliedAt', 'DESC']);
    const page = async (range: [number, number]) => {
      const reply = await owner.get(`/api/company/applications?range=${enc(range)}`);
      const ids = Array.isArray(reply.body) ? (reply.body as Row[]).map((r) => r.id) : null;
      return { ids, range: reply.headers.get('content-range'), reply };
    };
    expect(await page([0, 4])).toMatchObject({ ids: all.slice(0, 5), range: `applications 0-4/${SEEDS}` });
    expect(await page([5, 9])).toMatchObject({ ids: all.slice(5, 10), range: `applications 5-9/${SEEDS}` });
    expect(await page([20, 29])).toMatchObject({ ids: all.slice(20), range: `applications 20-21/${SEEDS}` });
    expect(await page([SEEDS, SEEDS + 5])).toMatchObject({ ids: [], range: `applications */${SEEDS}` });
    expect(await page([SEEDS - 1, SEEDS - 1])).toMatchObject({ ids: all.slice(-1) });
    expect((await page([0, 100])).reply.status).toBe(400);
    expect((await page([5, 4])).reply.status).toBe(400);
    expect((await owner.get(`/api/company/applications?sort=${enc(['cvStorageKey', 'ASC'])}`)).status).toBe(400);
    expect((await owner.get(`/api/company/applications?filter=${enc({ status: 'DONE' })}`)).status).toBe(400);
    expect((await owner.get(`/api/company/applications?filter=${enc({ companyId: 'x' })}`)).status).toBe(400);
  });

  it('counts the tiles per job and across the pipeline', async () => {
    const rows = await baseline(owner);
    const tally = (list: Row[]) => ({
      total: list.length,
      byStatus: Object.fromEntries(
        [...statuses, 'WITHDRAWN'].map((s) => [s, list.filter((r) => r.status === s).length]),
      ),
      byPriority: Object.fromEntries(
        ['high', 'medium', 'low'].map((p) => [p, list.filter((r) => r.priority === p).length]),
      ),
    });
    expect((await owner.get('/api/company/applications/stats')).body).toEqual(tally(rows));
    expect((await owner.get(`/api/company/jobs/${jobA2}/applications/stats`)).body).toEqual(
      tally(rows.filter((r) => r.jobId === jobA2)),
    );
    expect((await owner.get(`/api/company/applications/stats?filter=${enc({ jobId: jobA1 })}`)).body).toEqual(
      tally(rows.filter((r) => r.jobId === jobA1)),
    );
    expect((await owner.get(`/api/company/jobs/${jobB}/applications/stats`)).status).toBe(404);
  });

  it('exports every filtered row as CSV, escaped and without formulas', async () => {
    const rows = await baseline(owner);
    const filter = { priority: ['high', 'medium'] };
    const reply = await owner.server.get(
      `/api/company/applications?format=csv&filter=${enc(filter)}&sort=${enc(['lastName', 'ASC'])}&range=[0,1]`,
      { headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } },
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applications-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = Buffer.from(await reply.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte-order mark, for Excel
    const text = bytes.subarray(3).toString('utf8');
    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual([
      'Application ID',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Position',
      'Status',
      'Priority',
      'AI Score',
      'Interview 1',
      'Interview 2',
      'HR Interview',
      'Overall',
      'Experience (years)',
      'Matched Skills',
      'Source',
      'Applied At',
      'Last Activity',
    ]);
    // All the filtered rows, not the page that range names.
    expect(lines.map((l) => l[0])).toEqual(reference(rows, filter, ['lastName', 'ASC']));
    for (const line of lines) {
      const row = rows.find((r) => r.id === line[0])!;
      const first = row.candidate.firstName as string;
      expect(line[1]).toBe(first.startsWith('=') ? `'${first}` : first);
      expect(line.slice(2, 4)).toEqual([row.candidate.lastName, row.candidate.email]);
      expect(line[4]).toBe("'+962 791234567");
      expect(line.slice(5, 9)).toEqual([row.job.title, row.status, row.priority, row.aiScore?.toString() ?? '']);
      expect(line.slice(9, 12)).toEqual(['', '', '']);
      expect(line[12]).toBe(row.overallScore?.toString() ?? '');
      expect(line[14]).toBe(row.matchedSkills.join('; '));
      expect(line.slice(16)).toEqual([row.appliedAt, row.updatedAt]);
    }
    expect(text).toContain(`,"Basel, ""B""",`);
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"",""x"")",`);

    const perJob = await owner.server.get(`/api/company/jobs/${jobA2}/applications`, {
      headers: { accept: 'text/csv', cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(perJob.headers.get('content-disposition')).toContain(`applications-${jobA2}-`);
    const perJobLines = parseCsv(
      Buffer.from(await perJob.arrayBuffer())
        .subarray(3)
        .toString('utf8'),
    ).slice(1);
    expect(perJobLines.map((l) => l[0]).sort()).toEqual(
      rows
        .filter((r) => r.jobId === jobA2)
        .map((r) => r.id)
        .sort(),
    );
  });
});
