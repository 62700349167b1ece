import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { appUrl } from './harness.ts';
import { cvPdf } from './applicationsFlows.ts';
import { password, uniqueEmail } from './identityFlows.ts';

/** The candidate's spoken answers: sentences whose key words pocketsphinx hears in espeak-ng's voice. */
export const spokenAnswers = [
  'I like working with people. The project was about money and people.',
  'The problem was hard for the team. My team built a new computer system.',
];
export const answerKeywords = ['working', 'people', 'project', 'problem', 'system', 'team'];

/**
 * A WAV for Chromium's fake microphone (--use-file-for-fake-audio-capture), made with espeak-ng: each answer
 * followed by 4 s of silence, so the interviewer hears whole answers with a pause after each. Chromium loops it.
 */
export function answerWav(path: string): string {
  const parts: Buffer[] = [];
  let rate = 22_050;
  for (const sentence of spokenAnswers) {
    const wav = execFileSync('espeak-ng', ['-v', 'en-us', '-s', '140', '--stdout', sentence]);
    rate = wav.readUInt32LE(24);
    const data = wav.indexOf('data') + 8;
    parts.push(wav.subarray(data), Buffer.alloc(rate * 2 * 4));
  }
  const pcm = Buffer.concat(parts);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  writeFileSync(path, Buffer.concat([header, pcm]));
  return path;
}

/** A caller of one API origin: keeps cookies, echoes the CSRF cookie like the web app, sends JSON or multipart. */
export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string = appUrl) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const headers = new Headers({ accept: 'application/json' });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const csrf = this.cookies.get('tawzeef_csrf');
    if (method !== 'GET' && csrf) headers.set('x-csrf-token', decodeURIComponent(csrf));
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body: payload });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name.trim(), value.trim());
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  }
}

export async function signUpCandidate(base: string, name: string): Promise<Client> {
  const client = new Client(base);
  await client.call('POST', '/api/auth/signup', {
    email: uniqueEmail('interviewee'),
    password,
    name,
    phone: '+962791234568',
    userType: 'CANDIDATE',
  });
  return client;
}

export async function applyWithCv(candidate: Client, jobId: string): Promise<string> {
  const form = new FormData();
  form.set('jobId', jobId);
  form.set('coverLetter', 'I would love to build your backend services.');
  form.set('cv', new Blob([new Uint8Array(cvPdf)], { type: 'application/pdf' }), 'cv.pdf');
  return (await candidate.call<{ id: string }>('POST', '/api/applications', form)).id;
}

/** A recruiter with a company and an ACTIVE job, on the given API (the same bodies as applicationsFlows). */
export async function companyWithJob(base: string, title: string): Promise<{ recruiter: Client; jobId: string }> {
  const recruiter = new Client(base);
  await recruiter.call('POST', '/api/auth/signup', {
    email: uniqueEmail('recruiter'),
    password,
    name: 'Layla Haddad',
    phone: '+962791234567',
    userType: 'COMPANY',
  });
  await recruiter.call('POST', '/api/company/register', {
    name: `Interview Co ${Date.now().toString(36)}`,
    industry: 'Technology',
    size: '11-50',
    email: `hr.${Date.now()}@example.com`,
    description: 'We build payment systems for the region.',
    country: 'JO',
    city: 'Amman',
    street: 'King Hussein St 12',
    phone: '0791 234 567',
  });
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const job = await recruiter.call<{ id: string; status: string }>('POST', '/api/company/jobs', {
    title,
    department: 'Engineering',
    location: 'Amman, Jordan',
    deadline,
    industry: 'technology',
    interviewLanguage: 'english',
    type: 'FULL_TIME',
    jobLevel: 'MID',
    workType: 'ONSITE',
    description: 'Build and run the services behind our products.',
    shortDescription: 'Backend services in Amman.',
    responsibilities: 'Design APIs and keep them fast.',
    requirements: 'Three years of backend work.',
    benefits: 'Medical insurance.',
    experience: '3-5 years',
    education: "Bachelor's Degree",
    salary: 'JOD 1,000 - 1,500 per month',
    skills: ['Node.js', 'PostgreSQL', 'Docker'],
    interviewQuestions: 'Why us?\nA hard bug?',
    aiCvAnalysisPrompt: 'Check backend experience.',
  });
  if (job.status !== 'ACTIVE') await recruiter.call('POST', `/api/company/jobs/${job.id}/publish`, {});
  return { recruiter, jobId: job.id };
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * An API process of the test's own (its worker, its agent), on a fresh database and its own task queue, so the
 * test may kill it: the shared e2e server never runs its workflows, and its agent does not know its rooms.
 */
export class OwnApi {
  private child: ChildProcess | undefined;
  readonly url: string;
  private readonly env: NodeJS.ProcessEnv;

  constructor(port: number, database: string) {
    this.url = `http://127.0.0.1:${port}`;
    // scripts/lib/env.sh exports PGPORT (54329 by default).
    const pg = process.env.PGPORT ?? '54329';
    execFileSync('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      pg,
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-qc',
      `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`,
      '-c',
      `CREATE DATABASE ${database} OWNER tawzeef`,
    ]);
    this.env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: this.url,
      DATABASE_URL: `postgres://tawzeef:tawzeef@127.0.0.1:${pg}/${database}`,
      TEMPORAL_TASK_QUEUE: `${database}-${Date.now().toString(36)}`,
      AUTH_MAX_PER_IP: '1000',
      INTERVIEW_AGENT: 'on',
    };
  }

  async start(): Promise<void> {
    this.child = spawn('node', ['--import', 'tsx', 'web/api/src/main.ts'], {
      cwd: repoRoot,
      env: this.env,
      stdio: 'ignore',
    });
    const end = Date.now() + 120_000;
    for (;;) {
      const ok = await fetch(`${this.url}/api/openapi.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (this.child.exitCode !== null) throw new Error(`the API exited with ${this.child.exitCode}`);
      if (Date.now() > end) throw new Error('the API did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  /** The crash: SIGKILL, no shutdown hooks — the Temporal worker and the agent die mid-task. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}
