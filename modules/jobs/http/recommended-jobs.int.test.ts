import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalSkill } from '@tawzeef/ai';
import { normalizeSearchText } from '@tawzeef/jobs';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { cvPdf, eventually } from '../../../web/api/src/test-applications.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';

let server: TestServer;
let db: pg.Pool;
let cvDir: string;
let owner: Client;

// Mixes of the CV's skills (cv-01: Node.js, TypeScript, PostgreSQL, Docker, AWS, REST APIs, Git, Redis,
// Python, Kubernetes…) and others, in other letter cases, over titles near and far from "Senior Backend Engineer".
const skillSets = [
  ['Node.js', 'TypeScript', 'PostgreSQL'],
  ['node.js', 'Go', 'Kafka', 'Redis'],
  ['Excel', 'IFRS'],
  ['AWS', 'Docker', 'kubernetes', 'Terraform'],
  ['React', 'CSS'],
  ['Python', 'SQL', 'Pandas'],
  ['Leadership'],
  ['Sales', 'CRM'],
];
const titles = [
  'Backend Engineer',
  'Senior Backend Engineer',
  'Accountant',
  'DevOps Engineer',
  'Frontend Developer',
  'Data Analyst',
  'Backend Developer',
  'Sales Manager',
  'محاسب',
];
const levels: [string, string][] = [
  ['ENTRY', '0-2 years'],
  ['MID', '3-5 years'],
  ['SENIOR', '5+ years'],
  ['MID', '1-3 years'],
  ['EXECUTIVE', '10+ years'],
];

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-cvs-'));
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: cvDir,
      AUTH_MAX_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      TEMPORAL_TASK_QUEUE: `t-${randomUUID()}`,
    },
  });
  db = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
  owner = (await companyOwner(server, 'recommend-owner@example.com')).owner;
  // Three companies, each posting some titles twice, so the ranking has repeats to fold.
  const owners = [
    owner,
    (await companyOwner(server, 'recommend-owner-2@example.com')).owner,
    (await companyOwner(server, 'recommend-owner-3@example.com')).owner,
  ];
  for (let i = 0; i < 36; i++) {
    const [jobLevel, experience] = levels[i % levels.length]!;
    await createJob(owners[Math.floor(i / 12)]!, {
      title: titles[i % titles.length],
      skills: skillSets[(i * 5) % skillSets.length],
      jobLevel,
      experience,
    });
  }
  // Jobs off the board never count, however well they match.
  for (const action of ['pause', 'close']) {
    const job = await createJob(owner, { title: 'Senior Backend Engineer', skills: ['Node.js', 'TypeScript'] });
    await owner.post(`/api/company/jobs/${job.id}/${action}`);
  }
}, 120_000);

afterAll(async () => {
  await db?.end();
  await server?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

async function candidate(email: string) {
  const client = new Client(server);
  const { user } = await client.signup({ email, userType: 'CANDIDATE', name: 'Ahmad Haddad' });
  return { client, id: user.id as string };
}

/** Upload and read the CV through the applications service itself (no Temporal needed for this test). */
async function readCv(candidateId: string, client: Client, bytes: Uint8Array = cvPdf) {
  const applications = server.container.get(TOKENS.Applications);
  const request = () => ({ commandId: randomUUID(), actorId: candidateId, correlationId: randomUUID() });
  const { cvId } = await applications.cvs.upload(candidateId, { bytes, fileName: 'cv.pdf' }, request());
  await applications.cvs.process(candidateId, cvId, request());
  await eventually(
    () => client.get(`/api/candidate/cvs/${cvId}`),
    (r) => r.body.status === 'PROCESSED',
  );
  return cvId;
}

/** A one-page text CV, as a word processor exports it. */
async function textCv(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  lines.forEach((line, i) => {
    const heading = /^#/.test(line);
    page.drawText(line.replace(/^#\s*/, ''), {
      x: 56,
      y: 780 - i * 20,
      size: heading ? 13 : 11,
      font: heading ? bold : font,
    });
  });
  return pdf.save();
}

type Row = {
  job_id: string;
  company_id: string;
  search_title: string;
  skills: string[];
  experience_min: number | null;
  experience_max: number | null;
  job_level: string;
  posted_at: Date;
  sim: number;
};

/** The ranking's definition, evaluated job by job over every ACTIVE job. */
async function bruteForce(profile: {
  skills: { name: string }[];
  totalExperienceYears: number;
  currentJobTitle: string;
}) {
  const skillKey = (name: string) => canonicalSkill(name.trim()).toLowerCase();
  const mine = new Set(profile.skills.map((s) => skillKey(s.name)));
  const years = profile.totalExperienceYears;
  const { rows } = await db.query<Row>(
    `SELECT job_id, company_id, search_title, skills, experience_min, experience_max, job_level, posted_at,
       similarity(search_title, $1) AS sim FROM jobs WHERE status = 'ACTIVE'`,
    [normalizeSearchText(profile.currentJobTitle)],
  );
  const levelYears: Record<string, [number, number | null]> = {
    ENTRY: [0, 2],
    MID: [2, 7],
    SENIOR: [5, null],
    EXECUTIVE: [10, null],
  };
  return rows
    .map((r) => {
      const asked = new Set(r.skills.map(skillKey));
      const matched = [...asked].filter((s) => mine.has(s));
      const title = r.sim >= 0.3 ? r.sim : 0;
      const noRange = r.experience_min === null && r.experience_max === null;
      const lo = r.experience_min ?? levelYears[r.job_level]?.[0] ?? 0;
      const hi = noRange ? (levelYears[r.job_level]?.[1] ?? null) : r.experience_max;
      const experience =
        years < lo
          ? Math.max(0, 1 - (lo - years) / 4)
          : hi !== null && years > hi
            ? Math.max(0.3, 1 - (years - hi) / 10)
            : 1;
      const skills = asked.size ? matched.length / asked.size : 0;
      const score = Math.round(60 * skills + 25 * experience + 15 * title);
      const group = `${r.company_id}/${r.search_title}`;
      return { id: r.job_id, score, group, eligible: matched.length > 0 || title > 0, postedAt: r.posted_at.getTime() };
    })
    .filter((r) => r.eligible)
    .sort((a, b) => b.score - a.score || b.postedAt - a.postedAt || (b.id > a.id ? 1 : -1))
    .filter((r, i, all) => all.findIndex((o) => o.group === r.group) === i);
}

describe('GET /api/candidate/recommended-jobs', () => {
  it('answers an empty list with a reason until the candidate has a read, active CV', async () => {
    const { client } = await candidate('no-cv@example.com');
    const reply = await client.get('/api/candidate/recommended-jobs');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      jobs: [],
      total: 0,
      reason: 'NO_ACTIVE_CV',
      basedOn: null,
      weights: { skills: 60, experience: 25, title: 15 },
    });
    expect((await new Client(server).get('/api/candidate/recommended-jobs')).status).toBe(401);
    expect((await owner.get('/api/candidate/recommended-jobs')).status).toBe(403);
    expect((await client.get('/api/candidate/recommended-jobs?limit=0')).status).toBe(400);
  });

  it('ranks the ACTIVE jobs exactly as a brute-force scoring of every job does', async () => {
    const { client, id } = await candidate('ranked@example.com');
    const cvId = await readCv(id, client);
    const { rows } = await db.query('SELECT profile FROM candidate_cvs WHERE cv_id = $1', [cvId]);
    const expected = await bruteForce(rows[0].profile);
    expect(expected.length).toBeGreaterThan(10);

    const reply = await client.get('/api/candidate/recommended-jobs?limit=50');
    expect(reply.status).toBe(200);
    expect(reply.body.reason).toBeNull();
    expect(reply.body.basedOn).toMatchObject({ cvId, title: 'Senior Backend Engineer' });
    const got = reply.body.jobs.map((j: { id: string; matchScore: number }) => ({ id: j.id, score: j.matchScore }));
    expect(got).toEqual(expected.map(({ id, score }) => ({ id, score })));

    const top = await client.get('/api/candidate/recommended-jobs?limit=3');
    expect(top.body.jobs.map((j: { id: string }) => j.id)).toEqual(expected.slice(0, 3).map((e) => e.id));
    const first = top.body.jobs[0];
    expect(first).toMatchObject({
      title: expect.any(String),
      company: { name: 'Acme Hiring' },
      companyName: 'Acme Hiring',
      location: 'Amman, Jordan',
      salary: expect.any(String),
      type: 'FULL_TIME',
      postedDate: expect.any(String),
      description: expect.any(String),
      matchLevel: first.matchScore >= 70 ? 'strong' : first.matchScore >= 40 ? 'partial' : 'weak',
      matchColour: first.matchScore >= 70 ? 'green' : first.matchScore >= 40 ? 'amber' : 'grey',
    });
    expect(first.matchedSkills.length).toBeGreaterThan(0);
  }, 60_000);

  it('follows the board: a new job shows at once, a paused one leaves', async () => {
    const { client, id } = await candidate('fresh@example.com');
    await readCv(id, client);
    await client.get('/api/candidate/recommended-jobs');
    const job = await createJob(owner, {
      title: 'Senior Backend Engineer',
      skills: ['TypeScript', 'Node.js'],
      jobLevel: 'SENIOR',
      experience: '5+ years',
    });
    const first = await client.get('/api/candidate/recommended-jobs?limit=1');
    expect(first.body.jobs).toEqual([expect.objectContaining({ id: job.id, matchScore: 100, matchColour: 'green' })]);
    await owner.post(`/api/company/jobs/${job.id}/pause`);
    const after = await client.get('/api/candidate/recommended-jobs?limit=50');
    expect(after.body.jobs.map((j: { id: string }) => j.id)).not.toContain(job.id);
  }, 60_000);

  it("names both sides by the taxonomy (a CV's React.js is the React, ReactJS or «رياكت» a job asks for) and shows one company's repeats once", async () => {
    const cv = await textCv([
      'Omar Haddad',
      'Frontend Developer',
      'omar.haddad@example.com | +962 79 123 4567 | Amman, Jordan',
      '# Summary',
      'Frontend developer who builds fast, accessible web apps for banks.',
      '# Experience',
      'Frontend Developer, Jordan Web Studio',
      'March 2019 - Present',
      'Built customer dashboards with React.js and TypeScript.',
      '# Skills',
      'React.js, TypeScript, HTML, CSS',
      '# Education',
      'B.Sc. Computer Science, University of Jordan, 2018',
    ]);
    const { client, id } = await candidate('reactjs@example.com');
    await readCv(id, client, cv);
    const first = await client.get('/api/candidate/recommended-jobs?limit=50');
    expect(first.body.basedOn.skills).toEqual(expect.arrayContaining(['React', 'TypeScript']));

    const acme = (await companyOwner(server, 'react-repeats@example.com')).owner;
    const repeats: string[] = [];
    for (const location of ['Amman, Jordan', 'Irbid, Jordan', 'Aqaba, Jordan', 'Zarqa, Jordan']) {
      const job = await createJob(acme, { title: 'Frontend Developer', skills: ['React', 'TypeScript'], location });
      repeats.push(job.id as string);
    }
    const other = (await companyOwner(server, 'react-other@example.com')).owner;
    const sameTitleElsewhere = await createJob(other, { title: 'Frontend Developer', skills: ['React'] });
    const reactJs = await createJob(other, { title: 'UI Engineer', skills: ['ReactJS', 'CSS3', 'TypeScript'] });
    const arabic = await createJob(other, { title: 'مطور واجهات', skills: ['رياكت', 'HTML5'] });

    const reply = await client.get('/api/candidate/recommended-jobs?limit=50');
    type Job = {
      id: string;
      matchedSkills: string[];
      skillsAsked: number;
      moreOpenings: number;
      matchParts: { skills: number };
    };
    const listed = new Map<string, Job>(reply.body.jobs.map((j: Job) => [j.id, j]));
    expect(listed.get(reactJs.id)).toMatchObject({
      matchedSkills: ['ReactJS', 'CSS3', 'TypeScript'],
      skillsAsked: 3,
      matchParts: { skills: 1 },
    });
    expect(listed.get(arabic.id)).toMatchObject({ matchedSkills: ['رياكت', 'HTML5'], skillsAsked: 2 });
    const shownRepeats = repeats.filter((id) => listed.has(id));
    expect(shownRepeats.length).toBe(1);
    // The newest of equal postings stands for them all.
    expect(shownRepeats).toEqual([repeats[3]]);
    expect(listed.get(repeats[3]!)).toMatchObject({ moreOpenings: 3, matchedSkills: ['React', 'TypeScript'] });
    expect(listed.get(sameTitleElsewhere.id)).toMatchObject({ moreOpenings: 0 });
    const seen = reply.body.jobs.map((j: { company: { id: string }; title: string }) => `${j.company.id}/${j.title}`);
    expect(new Set(seen).size).toBe(seen.length);

    await acme.post(`/api/company/jobs/${repeats[3]!}/pause`);
    const after = await client.get('/api/candidate/recommended-jobs?limit=50');
    const stillShown = after.body.jobs.filter((j: Job) => repeats.includes(j.id));
    expect(stillShown).toEqual([expect.objectContaining({ id: repeats[2]!, moreOpenings: 2 })]);
  }, 60_000);
});
