import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSelfIdentification } from '@tawzeef/read-models';
import type { ApplicationStatus } from '@tawzeef/applications';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { Client, companyForm, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { parseCsv, seedApplication } from '../../../web/api/src/test-company-applications.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { fixtureLines } from '../bias-audit/fixture.ts';
import { selfIdBox } from '../bias-audit/self-id-box.ts';

const statusOf: Record<string, ApplicationStatus> = {
  applied: 'SUBMITTED',
  reviewed: 'REVIEWING',
  interview: 'INTERVIEW_SCHEDULED',
  offer: 'OFFERED',
  hired: 'HIRED',
};
type Line = {
  group: string;
  considered: number | null;
  selected: number | null;
  impactRatio: number | null;
  flagged: boolean;
  suppressed: boolean;
};
type Job = {
  jobId: string;
  jobTitle: string;
  applications: number;
  tables: { stage: string; question: string; groups: Line[] }[];
};

describe('the bias audit over HTTP', () => {
  const key = randomBytes(32);
  let server: TestServer;
  let owner: Client;
  let other: Client;
  let cvDir: string;
  const jobIds: Record<'A' | 'B', string> = { A: '', B: '' };
  const candidateIds: string[] = [];

  beforeAll(async () => {
    cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-bias-audit-'));
    server = await startTestServer({
      env: {
        CV_STORAGE_DIR: cvDir,
        TEMPORAL_TASK_QUEUE: `test-bias-audit-${randomUUID()}`,
        LOG_LEVEL: 'warn',
        SELF_ID_KEY: key.toString('hex'),
      },
      startWorkflows: false,
    });
    ({ owner } = await companyOwner(server, 'owner.audit@example.com'));
    ({ owner: other } = await companyOwner(server, 'owner.elsewhere@example.com', {
      ...companyForm,
      name: 'Other Co',
    }));
    jobIds.A = (await createJob(owner, { title: 'Backend Developer' })).id;
    jobIds.B = (await createJob(owner, { title: 'مهندس بيانات' })).id;
    // The seeded people: each line of the fixture, played through the applications service, their answers stored
    // sealed as the form stores them.
    const db = server.container.get(TOKENS.ReadModelDb);
    const box = selfIdBox(key);
    let last = 0n;
    let n = 0;
    for (const line of fixtureLines)
      for (let i = 0; i < line.people; i++) {
        const candidateId = randomUUID();
        candidateIds.push(candidateId);
        const { position } = await seedApplication(
          server,
          {
            jobId: jobIds[line.job],
            jobTitle: '',
            firstName: 'Seeded',
            lastName: `Person${n}`,
            email: `person${n++}@example.com`,
            status: statusOf[line.reached]!,
            priority: 'medium',
            analysis: 'PENDING',
            score: null,
            skills: [],
          },
          { candidateId },
        );
        if (line.answers)
          await saveSelfIdentification(db, {
            candidateId,
            sealed: box.seal(candidateId, line.answers),
            updatedAt: new Date(),
          });
        if (position > last) last = position;
      }
    await server.container.get(TOKENS.ProjectionRunner).waitForPosition('all', last, 30_000);
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    rmSync(cvDir, { recursive: true, force: true });
  });

  it('never gives a recruiter one person’s answers', async () => {
    // The candidate routes are the candidate's own; a company user has no way in, by id or otherwise.
    expect((await owner.get('/api/self-identification')).status).toBe(403);
    expect((await owner.get(`/api/self-identification?candidateId=${candidateIds[0]}`)).status).toBe(403);
    expect((await owner.get(`/api/self-identification/${candidateIds[0]}`)).status).toBe(404);
    expect((await new Client(server).get('/api/self-identification')).status).toBe(401);
    // The report holds counts only: no candidate, application or answer of anyone in it.
    const report = JSON.stringify((await owner.get('/api/bias-audit')).body);
    for (const id of candidateIds) expect(report).not.toContain(id);
    expect(report).not.toContain('Person');
  });

  it('reports the seeded rates and ratios, per job, stage and group, only to their company', async () => {
    const reply = await owner.get('/api/bias-audit');
    expect(reply.status).toBe(200);
    const body = reply.body as { questions: string[]; minGroupSize: number; threshold: number; jobs: Job[] };
    expect(body).toMatchObject({ questions: ['sex', 'ageBand'], minGroupSize: 5, threshold: 0.8 });
    const job = (id: string) => body.jobs.find((j) => j.jobId === id)!;
    const line = (id: string, stage: string, question: string, group: string) =>
      job(id)
        .tables.find((t) => t.stage === stage && t.question === question)!
        .groups.find((g) => g.group === group)!;
    expect(job(jobIds.A).applications).toBe(28);
    expect(job(jobIds.B)).toMatchObject({ jobTitle: 'مهندس بيانات', applications: 10 });
    // Worked out by hand in report.unit.test.ts: women 8 of 12 reviewed, men 8 of 10.
    expect(line(jobIds.A, 'reviewed', 'sex', 'female')).toMatchObject({ considered: 12, selected: 8, flagged: false });
    expect(line(jobIds.A, 'reviewed', 'sex', 'female').impactRatio).toBeCloseTo(8 / 12 / (8 / 10), 10);
    expect(line(jobIds.A, 'offer', 'sex', 'female')).toMatchObject({ considered: 6, selected: 3, flagged: true });
    expect(line(jobIds.A, 'interview', 'ageBand', '35to44').impactRatio).toBeCloseTo(27 / 35, 10);
    expect(line(jobIds.A, 'reviewed', 'ageBand', 'under25')).toMatchObject({ suppressed: true, considered: null });
    expect(line(jobIds.B, 'reviewed', 'sex', 'male')).toMatchObject({ considered: 5, selected: 0, impactRatio: 0 });
    // One job at a time, and none of another company's.
    expect((await owner.get(`/api/bias-audit?jobId=${jobIds.B}`)).body).toMatchObject({ jobs: [{ jobId: jobIds.B }] });
    expect((await other.get('/api/bias-audit')).body).toMatchObject({ jobs: [] });
    expect((await other.get(`/api/bias-audit?jobId=${jobIds.A}`)).body).toMatchObject({ jobs: [] });
    expect((await new Client(server).get('/api/bias-audit')).status).toBe(401);
  });

  it('exports the same figures as CSV, with suppressed groups as "fewer than 5", and as PDF', async () => {
    const reply = await owner.server.get('/api/bias-audit/export.csv', {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parseCsv((await reply.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'job_id',
      'job_title',
      'stage',
      'question',
      'group',
      'considered',
      'selected',
      'selection_rate',
      'impact_ratio',
      'flag',
      'submitted_from',
      'submitted_until',
    ]);
    const find = (job: string, stage: string, question: string, group: string) =>
      rows.find((r) => r[0] === job && r[2] === stage && r[3] === question && r[4] === group);
    expect(find(jobIds.A, 'reviewed', 'sex', 'female')).toEqual([
      jobIds.A,
      'Backend Developer',
      'reviewed',
      'sex',
      'female',
      '12',
      '8',
      '0.6667',
      '0.8333',
      '',
      '',
      '',
    ]);
    expect(find(jobIds.A, 'offer', 'sex', 'female')).toEqual([
      jobIds.A,
      'Backend Developer',
      'offer',
      'sex',
      'female',
      '6',
      '3',
      '0.5',
      '0.75',
      'Under 0.8',
      '',
      '',
    ]);
    expect(find(jobIds.A, 'hired', 'sex', 'male')).toEqual([
      jobIds.A,
      'Backend Developer',
      'hired',
      'sex',
      'male',
      'fewer than 5',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(find(jobIds.B, 'reviewed', 'sex', 'preferNot')).toEqual([
      jobIds.B,
      'مهندس بيانات',
      'reviewed',
      'sex',
      'preferNot',
      'fewer than 5',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    // Sex × age band: women 25–34 of job A, 5 of 7 reviewed, the highest rate.
    expect(find(jobIds.A, 'reviewed', 'sexByAgeBand', 'female:25to34')?.slice(5, 9)).toEqual(['7', '5', '0.7143', '1']);
    // 2 jobs × 4 stages × (sex: 3 lines + age band: 6 lines + sex × age band: 11 lines), and the header.
    expect(rows).toHaveLength(1 + 2 * 4 * 20);

    for (const lang of ['en', 'ar']) {
      const pdf = await owner.server.get(`/api/bias-audit/export.pdf?lang=${lang}&tz=Asia/Riyadh`, {
        headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });
});
