import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalSkill } from '@tawzeef/ai';
import { normalizeSearchText } from '@tawzeef/jobs';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import {
  candidate as signUpCandidate,
  readCv as readCvOf,
  startRecommendations,
  textCv,
  type Recommendations,
} from '../../../web/api/src/test-recommendations.ts';

let fixture: Recommendations;
let server: TestServer;
let db: pg.Pool;
let owner: Client;

beforeAll(async () => {
  fixture = await startRecommendations();
  ({ server, db, owner } = fixture);
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

const candidate = (email: string) => signUpCandidate(server, email);
const readCv = (candidateId: string, client: Client, bytes?: Uint8Array) =>
  readCvOf(server, candidateId, client, bytes);

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
