import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@tawzeef/applications';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { Client, companyForm, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { caughtUp, parseCsv, seedApplication, type Seed } from '../../../web/api/src/test-company-applications.ts';

let server: TestServer;
let cvDir: string;
let owner: Client;
let other: Client;
let jobA1: string;
let jobA2: string;
let jobB: string;
let ownerId: string;
const seeds: Seed[] = [];
let otherSeedId: string;

const statuses: ApplicationStatus[] = [
  'SUBMITTED',
  'REVIEWING',
  'INTERVIEW_SCHEDULED',
  'INTERVIEWED',
  'OFFERED',
  'HIRED',
  'REJECTED',
];
const firstNames = ['=HYPERLINK("http://evil","x")', 'Basel, "B"', 'Dana', 'Fadi', 'Ghada', 'Hani', 'Iman', 'Jamal'];
const lastNames = ['Haddad', 'Nasser', 'Khalil', 'Saleh', 'Odeh', 'Masri', 'Qasem', 'Hamdan', 'Zoubi', 'Tamimi'];
const SEEDS = 22;
const opsToken = 'ops-token-for-applications-tests-0123456789';
const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-company-applications-'));
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: cvDir,
      TEMPORAL_TASK_QUEUE: `test-company-applications-${randomUUID()}`,
      LOG_LEVEL: 'warn',
      OPS_API_TOKEN: opsToken,
    },
  });
  const a = await companyOwner(server, 'owner.pipeline@example.com');
  owner = a.owner;
  ownerId = a.user.id;
  ({ owner: other } = await companyOwner(server, 'owner.elsewhere@example.com', { ...companyForm, name: 'Other Co' }));
  jobA1 = (await createJob(owner, { title: 'Backend Developer' })).id;
  jobA2 = (await createJob(owner, { title: 'Product Designer' })).id;
  jobB = (await createJob(other, { title: 'Secret Role' })).id;

  let last = 0n;
  for (let i = 0; i < SEEDS; i++) {
    const onSecond = i % 3 === 2;
    const analysis = i % 4 === 3 ? 'PENDING' : i % 8 === 5 ? 'FAILED' : 'DONE';
    const seed = {
      jobId: onSecond ? jobA2 : jobA1,
      jobTitle: onSecond ? 'Product Designer' : 'Backend Developer',
      firstName: firstNames[i % firstNames.length]!,
      lastName: `${lastNames[i % lastNames.length]}${String.fromCharCode(97 + i)}`,
      email: `applicant${i}@example.com`,
      status: statuses[i % statuses.length]!,
      priority: (['medium', 'high', 'low'] as const)[(i >> 1) % 3]!,
      analysis,
      score: analysis === 'DONE' ? (i * 37) % 101 : null,
      skills: analysis === 'DONE' ? [i % 2 ? 'Figma' : 'Kubernetes'] : [],
    } as const;
    const { id, position } = await seedApplication(server, seed, { actorId: ownerId });
    seeds.push({ id, ...seed, skills: [...seed.skills] });
    last = position;
  }
  const elsewhere = await seedApplication(server, {
    jobId: jobB,
    jobTitle: 'Secret Role',
    firstName: 'Dana',
    lastName: 'Hidden',
    email: 'hidden@example.com',
    status: 'REVIEWING',
    priority: 'high',
    analysis: 'PENDING',
    score: null,
    skills: [],
  });
  otherSeedId = elsewhere.id;
  await caughtUp(server, elsewhere.position > last ? elsewhere.position : last);
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every row of the company as the API shows them, checked against the seeds. */
async function baseline(): Promise<Row[]> {
  const reply = await owner.get(`/api/company/applications?range=[0,99]`);
  expect(reply.status).toBe(200);
  return reply.body as Row[];
}

const sortValue: Record<string, (r: Row) => string | number | null> = {
  appliedAt: (r) => r.appliedAt,
  updatedAt: (r) => r.updatedAt,
  priority: (r) => ({ high: 3, medium: 2, low: 1 })[r.priority as 'high'],
  aiScore: (r) => r.aiScore,
  overallScore: (r) => r.overallScore,
  lastName: (r) => r.candidate.lastName,
  jobTitle: (r) => r.job.title,
};

/** The brute-force reference: filter, then sort with nulls last and the id as the tie-breaker. */
function reference(rows: Row[], filter: Record<string, unknown>, sort: [string, 'ASC' | 'DESC']): string[] {
  const list = (v: unknown) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
  const q = typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';
  const picked = rows.filter((r) => {
    const status = list(filter.status)?.filter((s) => s !== 'all');
    const priority = list(filter.priority)?.filter((p) => p !== 'all');
    if (status?.length && !status.includes(r.status)) return false;
    if (priority?.length && !priority.includes(r.priority)) return false;
    if (filter.jobId && !list(filter.jobId)!.includes(r.jobId)) return false;
    if (q) {
      const text = [r.candidate.firstName, r.candidate.lastName, r.candidate.email, ...r.matchedSkills, r.job.title]
        .join(' ')
        .toLowerCase();
      if (!text.includes(q)) return false;
    }
    return true;
  });
  const [field, order] = sort;
  const dir = order === 'ASC' ? 1 : -1;
  const value = sortValue[field]!;
  return picked
    .sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * dir;
      }
      return (a.id < b.id ? -1 : 1) * dir;
    })
    .map((r) => r.id);
}

describe('the company lists', () => {
  it('shows every seeded application with its status, priority and scores', async () => {
    const rows = await baseline();
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
    const rows = await baseline();
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
    const rows = (await baseline()).filter((r) => r.jobId === jobA1);
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
    const all = reference(await baseline(), {}, ['appliedAt', 'DESC']);
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
    const rows = await baseline();
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
    const rows = await baseline();
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

describe('the profile and the recruiter actions', () => {
  const submittedSeed = () => seeds.find((s) => s.status === 'SUBMITTED' && s.analysis === 'DONE')!;

  it('answers the profile with the job, the analysis, notes and the timeline', async () => {
    const seed = submittedSeed();
    const reply = await owner.get(`/api/company/applications/${seed.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: seed.id,
      job: { id: seed.jobId, title: seed.jobTitle, department: 'Engineering', company: { name: 'Acme Hiring' } },
      candidate: { firstName: seed.firstName, email: seed.email, portfolioUrl: null },
      status: 'SUBMITTED',
      priority: seed.priority,
      coverLetter: 'Hello',
      expectedSalary: 'JOD 1,000',
      resumeUrl: `/api/company/applications/${seed.id}/cv`,
      cvAnalysisScore: seed.score,
      cvAnalysisResults: { summary: 'Seeded', skillsMatch: { matched: seed.skills } },
      aiCvRecommendations: '### Fit\n- seeded',
      analysisProvenance: { engine: 'local', model: 'seed' },
      notes: [],
      interviews: [],
    });
    expect(reply.body.timeline.map((t: Row) => t.type)).toEqual(
      seed.priority === 'medium' ? ['SUBMITTED', 'CV_ANALYZED'] : ['SUBMITTED', 'CV_ANALYZED', 'PRIORITY_CHANGED'],
    );
    expect(reply.body.timeline[1]).toMatchObject({ score: seed.score, actor: null });
    const failed = seeds.find((s) => s.analysis === 'FAILED')!;
    expect((await owner.get(`/api/company/applications/${failed.id}`)).body).toMatchObject({
      analysisStatus: 'FAILED',
      cvAnalysisScore: null,
      analysisError: { code: 'CV.NO_TEXT' },
      cvAnalysisResults: { summary: expect.stringContaining('failed') },
    });
    expect((await owner.get(`/api/company/applications/${randomUUID()}`)).status).toBe(404);
    expect((await owner.get(`/api/company/applications/not-a-uuid`)).status).toBe(404);
  });

  it('moves an application through REVIEWING, OFFERED and HIRED with expected versions, and refuses the rest', async () => {
    const seed = submittedSeed();
    const start = (await owner.get(`/api/company/applications/${seed.id}`)).body;
    const move = (status: string, expectedVersion?: number, reason?: string) =>
      owner.call('PATCH', `/api/company/applications/${seed.id}/status`, { status, expectedVersion, reason });

    expect((await move('HIRED')).body).toMatchObject({ status: 422, code: 'APPLICATION.INVALID_TRANSITION' });
    expect((await move('WITHDRAWN')).body).toMatchObject({ status: 422, code: 'APPLICATION.WITHDRAW_FORBIDDEN' });
    expect((await move('NOPE')).status).toBe(400);

    const reviewing = await move('REVIEWING', start.version, 'Looks promising');
    expect(reviewing.status, JSON.stringify(reviewing.body)).toBe(200);
    expect(reviewing.body).toMatchObject({ status: 'REVIEWING', version: start.version + 1 });
    expect(reviewing.headers.get('x-event-position')).toMatch(/^\d+$/);
    expect(reviewing.body.timeline.at(-1)).toMatchObject({
      type: 'STATUS_CHANGED',
      status: 'REVIEWING',
      previousStatus: 'SUBMITTED',
      reason: 'Looks promising',
      actor: { id: ownerId, name: 'Layla Haddad' },
    });

    // A second recruiter who still holds the old version loses.
    const stale = await move('REJECTED', start.version);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('APPLICATION.VERSION_CONFLICT');
    // The same status again records nothing and keeps the version.
    expect((await move('REVIEWING')).body.version).toBe(start.version + 1);

    const offered = await move('OFFERED', start.version + 1);
    expect(offered.body).toMatchObject({ status: 'OFFERED', version: start.version + 2 });
    const hired = await move('HIRED', start.version + 2);
    expect(hired.body).toMatchObject({ status: 'HIRED', version: start.version + 3 });
    for (const status of ['REVIEWING', 'REJECTED', 'OFFERED']) {
      expect((await move(status)).body.code).toBe('APPLICATION.INVALID_TRANSITION');
    }
    seed.status = 'HIRED';
  });

  it('sets the priority with a version check', async () => {
    const seed = seeds.find((s) => s.status === 'REJECTED')!;
    const before = (await owner.get(`/api/company/applications/${seed.id}`)).body;
    const target = seed.priority === 'high' ? 'low' : 'high';
    const set = await owner.call('PATCH', `/api/company/applications/${seed.id}/priority`, {
      priority: target,
      expectedVersion: before.version,
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ priority: target, version: before.version + 1 });
    const stale = await owner.call('PATCH', `/api/company/applications/${seed.id}/priority`, {
      priority: 'medium',
      expectedVersion: before.version,
    });
    expect(stale.status).toBe(409);
    expect(
      (await owner.call('PATCH', `/api/company/applications/${seed.id}/priority`, { priority: 'urgent' })).status,
    ).toBe(400);
    const listed = await owner.get(`/api/company/applications?filter=${enc({ priority: target, id: seed.id })}`);
    expect((listed.body as Row[]).map((r) => r.id)).toEqual([seed.id]);
    seed.priority = target;
  });

  it('adds and lists notes, newest first, with the author', async () => {
    const seed = seeds[2]!;
    const first = await owner.post(`/api/company/applications/${seed.id}/notes`, {
      text: '  Strong backend profile. ',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      applicationId: seed.id,
      text: 'Strong backend profile.',
      source: 'USER',
      author: { id: ownerId, name: 'Layla Haddad', email: 'owner.pipeline@example.com' },
      user: { name: 'Layla Haddad', email: 'owner.pipeline@example.com' },
    });
    const second = await owner.post(`/api/company/applications/${seed.id}/notes`, { text: 'Call on Sunday.' });
    const list = await owner.get(`/api/company/applications/${seed.id}/notes`);
    expect((list.body as Row[]).map((n) => n.id)).toEqual([second.body.id, first.body.id]);
    expect(list.headers.get('content-range')).toBe('notes 0-1/2');
    expect((await owner.post(`/api/company/applications/${seed.id}/notes`, { text: '   ' })).status).toBe(400);
    expect((await owner.post(`/api/company/applications/${seed.id}/notes`, { text: 'x'.repeat(5001) })).status).toBe(
      400,
    );
    expect(
      (await owner.post(`/api/company/applications/${seed.id}/notes`, { text: 'fake', source: 'AI' })).status,
    ).toBe(400);
    const profile = (await owner.get(`/api/company/applications/${seed.id}`)).body;
    expect(profile.notes.map((n: Row) => n.text)).toEqual(['Call on Sunday.', 'Strong backend profile.']);
    expect(profile.timeline.filter((t: Row) => t.type === 'NOTE_ADDED')).toHaveLength(2);
  });

  it('changes statuses in bulk, one command per application, reported per id', async () => {
    const reviewing = seeds.filter((s) => s.status === 'SUBMITTED' || s.status === 'INTERVIEWED').slice(0, 2);
    const already = seeds.find((s) => s.status === 'REVIEWING')!;
    const hired = seeds.find((s) => s.status === 'HIRED')!;
    const ids = [...reviewing.map((s) => s.id), already.id, hired.id, otherSeedId, 'garbage'];
    const reply = await owner.post('/api/company/applications/bulk-status', {
      ids,
      status: 'REVIEWING',
      reason: 'Batch',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ status: 'REVIEWING', succeeded: 3, failed: 3 });
    expect(reply.body.results).toEqual([
      ...reviewing.map((s) => ({
        id: s.id,
        ok: true,
        status: 'REVIEWING',
        version: expect.any(Number),
        changed: true,
      })),
      { id: already.id, ok: true, status: 'REVIEWING', version: expect.any(Number), changed: false },
      { id: hired.id, ok: false, code: 'APPLICATION.INVALID_TRANSITION', detail: expect.any(String) },
      { id: otherSeedId, ok: false, code: 'APPLICATION.NOT_FOUND', detail: expect.any(String) },
      { id: 'garbage', ok: false, code: 'APPLICATION.NOT_FOUND', detail: expect.any(String) },
    ]);
    for (const s of reviewing) {
      expect((await owner.get(`/api/company/applications/${s.id}`)).body.status).toBe('REVIEWING');
      s.status = 'REVIEWING';
    }
    expect((await owner.post('/api/company/applications/bulk-status', { ids: [], status: 'REVIEWING' })).status).toBe(
      400,
    );
    expect(
      (
        await owner.post('/api/company/applications/bulk-status', {
          ids: [already.id, already.id],
          status: 'REVIEWING',
        })
      ).status,
    ).toBe(400);
  });
});

describe('the history', () => {
  it('lists every event in order with who, when and the AI provenance, for the company, operators and the candidate', async () => {
    const candidate = new Client(server);
    const signup = await candidate.signup({
      email: 'hist.candidate@example.com',
      userType: 'CANDIDATE',
      name: 'Rami Saleh',
    });
    const candidateId = signup.user.id as string;
    const { id, position } = await seedApplication(
      server,
      {
        jobId: jobA1,
        jobTitle: 'Backend Developer',
        firstName: 'Rami',
        lastName: 'Saleh',
        email: 'hist.candidate@example.com',
        status: 'OFFERED',
        priority: 'high',
        analysis: 'DONE',
        score: 71,
        skills: ['Go'],
      },
      { candidateId, actorId: ownerId },
    );
    await caughtUp(server, position);
    const reply = await owner.get(`/api/applications/${id}/history`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ applicationId: id, version: 4 });
    const events = reply.body.events as Row[];
    expect(events.map((e) => [e.version, e.type])).toEqual([
      [1, 'ApplicationSubmitted'],
      [2, 'CvAnalyzed'],
      [3, 'ApplicationStatusChanged'],
      [4, 'ApplicationPriorityChanged'],
    ]);
    expect(events[0]).toMatchObject({ actor: { id: candidateId, name: 'Rami Saleh' }, provenance: null });
    expect(events[1]).toMatchObject({
      actor: null,
      data: { score: 71 },
      provenance: { engine: 'local', model: 'seed', promptVersion: 'v1' },
    });
    expect(events[2]).toMatchObject({
      actor: { id: ownerId, name: 'Layla Haddad' },
      data: { status: 'OFFERED', previousStatus: 'SUBMITTED' },
    });
    for (const e of events) expect(new Date(e.at).getTime()).not.toBeNaN();
    expect(Number(events[3]!.globalPosition)).toBeGreaterThan(Number(events[0]!.globalPosition));

    expect((await candidate.get(`/api/applications/${id}/history`)).body.events).toHaveLength(4);
    const stranger = new Client(server);
    await stranger.signup({ email: 'hist.stranger@example.com', userType: 'CANDIDATE' });
    expect((await stranger.get(`/api/applications/${id}/history`)).status).toBe(404);
    const operator = new Client(server);
    operator.bearer = opsToken;
    expect((await operator.get(`/api/applications/${id}/history`)).body.events).toHaveLength(4);
    expect((await operator.get(`/api/applications/${randomUUID()}/history`)).status).toBe(404);
    expect((await new Client(server).get(`/api/applications/${id}/history`)).status).toBe(401);
  });
});

describe('tenant isolation', () => {
  it('answers 404 to another company on every endpoint of an application or a job that is not theirs', async () => {
    const seed = seeds[4]!;
    const before = (await owner.get(`/api/company/applications/${seed.id}`)).body;
    const answers = [
      await other.get(`/api/company/applications/${seed.id}`),
      await other.get(`/api/company/applications/${seed.id}/notes`),
      await other.post(`/api/company/applications/${seed.id}/notes`, { text: 'sneaky' }),
      await other.call('PATCH', `/api/company/applications/${seed.id}/status`, { status: 'REJECTED' }),
      await other.call('PATCH', `/api/company/applications/${seed.id}/priority`, { priority: 'low' }),
      await other.get(`/api/applications/${seed.id}/history`),
      await other.get(`/api/company/applications/${seed.id}/cv`),
      await other.get(`/api/company/jobs/${seed.jobId}/applications`),
      await other.get(`/api/company/jobs/${seed.jobId}/applications/stats`),
      await other.get(`/api/company/jobs/${seed.jobId}/applications?format=csv`),
    ];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    const bulk = await other.post('/api/company/applications/bulk-status', { ids: [seed.id], status: 'REJECTED' });
    expect(bulk.body.results).toEqual([
      { id: seed.id, ok: false, code: 'APPLICATION.NOT_FOUND', detail: expect.any(String) },
    ]);
    const pipeline = await other.get(`/api/company/applications?range=[0,99]`);
    expect((pipeline.body as Row[]).map((r) => r.id)).toEqual([otherSeedId]);
    expect((await other.get(`/api/company/applications?filter=${enc({ jobId: seed.jobId })}`)).body).toEqual([]);
    expect((await other.get('/api/company/applications/stats')).body.total).toBe(1);
    expect(
      (await other.get('/api/company/dashboard/recent-applications')).body.applications.map((r: Row) => r.id),
    ).toEqual([otherSeedId]);
    // Nothing changed on the owner's side.
    const after = (await owner.get(`/api/company/applications/${seed.id}`)).body;
    expect(after).toMatchObject({ version: before.version, status: before.status, priority: before.priority });
    expect(after.notes).toEqual(before.notes);

    const candidate = new Client(server);
    await candidate.signup({ email: 'iso.candidate@example.com', userType: 'CANDIDATE' });
    expect((await candidate.get('/api/company/applications')).status).toBe(403);
    expect((await new Client(server).get('/api/company/applications')).status).toBe(401);
  });
});

describe('the dashboard', () => {
  it('shows the 4 newest applications and stats from real rows, HIRED counting as a hire', async () => {
    const rows = await baseline();
    const recent = await owner.get('/api/company/dashboard/recent-applications');
    expect(recent.status).toBe(200);
    expect((recent.body.applications as Row[]).map((r) => r.id)).toEqual(
      reference(rows, {}, ['appliedAt', 'DESC']).slice(0, 4),
    );
    const stats = (await owner.get('/api/company/dashboard/stats')).body;
    const hires = rows.filter((r) => r.status === 'HIRED').length;
    expect(stats).toMatchObject({
      activeJobs: 2,
      totalApplications: rows.length,
      hires,
      hireSuccessRate: Math.round((100 * hires) / rows.length),
      offers: rows.filter((r) => r.status === 'OFFERED').length,
      applicationsByStatus: { HIRED: hires, WITHDRAWN: 0 },
    });
    expect((await owner.get('/api/company/dashboard/recent-applications?limit=50')).status).toBe(400);
  });
});
