import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { eventually, uploadCv } from '../../../web/api/src/test-applications.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';

let server: TestServer;
let cvDir: string;

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-cvs-'));
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: cvDir,
      AUTH_MAX_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      TEMPORAL_TASK_QUEUE: `test-candidate-profile-${randomUUID()}`,
    },
  });
  server.container.get(TOKENS.TemporalWorker).start();
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

async function candidate(email: string) {
  const client = new Client(server);
  const { user } = await client.signup({ email, userType: 'CANDIDATE', name: 'Sara Ali' });
  return { client, id: user.id as string };
}

const full = {
  firstName: 'Sara',
  lastName: 'Al Ali',
  phone: '+962791112223',
  profileSummary: 'Backend developer who likes boring, reliable systems.',
  skills: ['Node.js', 'SQL', 'node.js'],
  currentJobTitle: 'Backend Developer',
  currentCompany: 'Aramex',
  currentLocation: 'Amman, Jordan',
  resumeUrl: 'https://example.com/sara.pdf',
  preferredWorkType: 'HYBRID',
  preferredJobTypes: ['FULL_TIME', 'CONTRACT'],
  preferredIndustries: ['Technology'],
  expectedSalary: 'JOD 1,500',
  experienceLevel: 'Mid Level',
  totalExperience: '4 years',
  workExperiences: [
    { title: 'Backend Developer', company: 'Aramex', startDate: '2021-03', endDate: null, description: 'APIs' },
  ],
  educationHistory: [
    {
      degree: 'B.Sc. Computer Science',
      fieldOfStudy: 'Computer Science',
      institution: 'University of Jordan',
      startYear: 2016,
      endYear: 2020,
      description: null,
    },
  ],
  highestEducation: "Bachelor's degree",
  fieldOfStudy: 'Computer Science',
  university: 'University of Jordan',
  graduationYear: 2020,
  portfolioUrl: 'https://sara.dev',
  linkedInUrl: 'https://linkedin.com/in/sara',
  githubUrl: 'https://github.com/sara',
};

describe('PUT/PATCH /api/candidate/profile', () => {
  it('sets every field of the profile and answers the updated profile with its completeness', async () => {
    const { client } = await candidate('edit-all@example.com');
    const reply = await client.put('/api/candidate/profile', full);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.headers.get('x-event-position')).toMatch(/^\d+$/);
    expect(reply.body).toMatchObject({ ...full, skills: ['Node.js', 'SQL'], email: 'edit-all@example.com' });
    expect(reply.body.completeness.percentage).toBe(100);
    expect((await client.get('/api/candidate/profile')).body).toMatchObject({ currentCompany: 'Aramex' });

    const patched = await client.call('PATCH', '/api/candidate/profile', { currentCompany: '  ', skills: [] });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ currentCompany: null, skills: [], profileSummary: full.profileSummary });
  });

  it('changes the account e-mail through the account, refusing one that is taken', async () => {
    const { client } = await candidate('edit-email@example.com');
    await candidate('taken@example.com');
    const moved = await client.call('PATCH', '/api/candidate/profile', { email: 'New.Address@Example.com' });
    expect(moved.status).toBe(200);
    expect(moved.body.email).toBe('new.address@example.com');
    const taken = await client.call('PATCH', '/api/candidate/profile', { email: 'taken@example.com' });
    expect(taken.status).toBe(409);
  });

  it('validates with length caps and field codes, in English or Arabic', async () => {
    const { client } = await candidate('edit-invalid@example.com');
    const body = {
      firstName: '',
      profileSummary: 'x'.repeat(2001),
      skills: Array.from({ length: 51 }, (_, i) => `s${i}`),
      linkedInUrl: 'javascript:alert(1)',
      preferredWorkType: 'MOON',
      workExperiences: [{ title: 'Dev', startDate: '2024-05', endDate: '2023-01' }],
      graduationYear: 1800,
      favouriteColour: 'blue',
    };
    const reply = await client.put('/api/candidate/profile', body);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('REQUEST.VALIDATION_FAILED');
    const byPath = Object.fromEntries(reply.body.errors.map((e: { path: string; code: string }) => [e.path, e.code]));
    expect(byPath).toMatchObject({
      firstName: 'CANDIDATE_PROFILE.REQUIRED',
      profileSummary: 'CANDIDATE_PROFILE.TOO_LONG',
      skills: 'CANDIDATE_PROFILE.TOO_MANY',
      linkedInUrl: 'CANDIDATE_PROFILE.INVALID_URL',
      preferredWorkType: 'CANDIDATE_PROFILE.INVALID_CHOICE',
      'workExperiences.0.endDate': 'CANDIDATE_PROFILE.INVALID_RANGE',
      graduationYear: 'CANDIDATE_PROFILE.INVALID_VALUE',
      favouriteColour: 'CANDIDATE_PROFILE.UNKNOWN_FIELD',
    });
    expect(reply.body.errors.find((e: { path: string }) => e.path === 'profileSummary').message).toBe(
      'Use at most 2000 characters.',
    );
    const arabic = await client.call('PUT', '/api/candidate/profile', body, { headers: { 'accept-language': 'ar' } });
    expect(arabic.body.errors.find((e: { path: string }) => e.path === 'profileSummary').message).toBe(
      'استخدم 2000 حرفًا على الأكثر.',
    );
    expect((await client.get('/api/candidate/profile')).body.profileSummary).toBeNull();
  });

  it('is for candidates only', async () => {
    const { owner } = await companyOwner(server, 'edit-company@example.com');
    expect((await owner.put('/api/candidate/profile', { firstName: 'X' })).status).toBe(403);
    expect((await new Client(server).put('/api/candidate/profile', { firstName: 'X' })).status).toBe(401);
  });
});

describe('the profile fill from a read CV', () => {
  it('fills only the empty fields, never one the candidate set, and only once', async () => {
    const { client, id } = await candidate('fill@example.com');
    const mine = await client.call('PATCH', '/api/candidate/profile', { profileSummary: 'My own words.' });
    expect(mine.status).toBe(200);
    const cv = await uploadCv(client, 'cv.pdf');
    const filled = await eventually(
      () => client.get('/api/candidate/profile'),
      (r) => r.body.skills.length > 0,
    );
    expect(filled.body).toMatchObject({
      firstName: 'Sara',
      lastName: 'Ali',
      profileSummary: 'My own words.',
      currentLocation: 'Amman, Jordan',
      currentJobTitle: 'Senior Backend Engineer',
      currentCompany: 'Zain',
      skills: expect.arrayContaining(['Node.js', 'TypeScript', 'PostgreSQL']),
      workExperiences: expect.arrayContaining([
        expect.objectContaining({
          title: 'Senior Backend Engineer',
          company: 'Zain',
          startDate: '2023-05',
          endDate: null,
        }),
      ]),
      educationHistory: [expect.objectContaining({ institution: 'University of Jordan', endYear: 2019 })],
      university: 'University of Jordan',
      graduationYear: 2019,
    });

    // The candidate's later edits, clearing included, stay when the fill runs again (a retried activity,
    // or another CV).
    await client.call('PATCH', '/api/candidate/profile', { currentJobTitle: 'Tech Lead', currentLocation: '' });
    const identity = server.container.get(TOKENS.Identity);
    const { rows } = await server.container
      .get(TOKENS.PgPool)
      .query('SELECT profile FROM candidate_cvs WHERE cv_id = $1', [cv.id]);
    expect((await identity.candidates.fillProfileFromCv(id, cv.id, rows[0].profile)).filled).toEqual([]);
    const other = await identity.candidates.fillProfileFromCv(id, randomUUID(), {
      ...rows[0].profile,
      summary: 'Another summary',
    });
    expect(other.filled).toEqual([]);
    const now = (await client.get('/api/candidate/profile')).body;
    expect(now).toMatchObject({ currentJobTitle: 'Tech Lead', currentLocation: null, profileSummary: 'My own words.' });
  }, 90_000);

  it('fills summary and location from the CV text when the profile is empty', async () => {
    const { client } = await candidate('fill-empty@example.com');
    await uploadCv(client, 'cv.pdf');
    const filled = await eventually(
      () => client.get('/api/candidate/profile'),
      (r) => r.body.skills.length > 0,
    );
    expect(filled.body).toMatchObject({
      profileSummary: 'Senior Backend Engineer based in Amman, Jordan, focused on measurable results.',
      currentLocation: 'Amman, Jordan',
      totalExperience: expect.stringMatching(/^\d+ years$/),
    });
  }, 90_000);
});
