import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startTestServer, type TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';
import { cvPdf, eventually } from './test-applications.ts';
import { Client, companyOwner } from './test-client.ts';
import { createJob } from './test-jobs.ts';

/** The board the recommended-jobs tests rank: 36 active jobs of three companies, and two off the board. */
export type Recommendations = {
  server: TestServer;
  /** The test database, for the brute-force ranking. */
  db: pg.Pool;
  owner: Client;
  close(): Promise<void>;
};

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

export async function startRecommendations(): Promise<Recommendations> {
  const cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-cvs-'));
  const server = await startTestServer({
    env: {
      CV_STORAGE_DIR: cvDir,
      AUTH_MAX_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      TEMPORAL_TASK_QUEUE: `t-${randomUUID()}`,
    },
  });
  const db = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
  const owner = (await companyOwner(server, 'recommend-owner@example.com')).owner;
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
  return {
    server,
    db,
    owner,
    async close() {
      await db.end();
      await server.close();
      rmSync(cvDir, { recursive: true, force: true });
    },
  };
}

export async function candidate(server: TestServer, email: string) {
  const client = new Client(server);
  const { user } = await client.signup({ email, userType: 'CANDIDATE', name: 'Ahmad Haddad' });
  return { client, id: user.id as string };
}

/** Upload and read the CV through the applications service itself (no Temporal needed for this test). */
export async function readCv(server: TestServer, candidateId: string, client: Client, bytes: Uint8Array = cvPdf) {
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
export async function textCv(lines: string[]): Promise<Uint8Array> {
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
