import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { ApiCaller, cvPdf, newCompany, postJob } from './applicationsFlows.ts';
import { password, uniqueEmail } from './identityFlows.ts';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

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

export async function signUpCandidate(base: string, name: string): Promise<ApiCaller> {
  const client = new ApiCaller(base);
  await client.call('POST', '/api/auth/signup', {
    email: uniqueEmail('interviewee'),
    password,
    name,
    phone: '+962791234568',
    userType: 'CANDIDATE',
    acceptedNotices: currentNoticeVersions,
  });
  return client;
}

export async function applyWithCv(candidate: ApiCaller, jobId: string): Promise<string> {
  const form = new FormData();
  form.set('jobId', jobId);
  form.set('coverLetter', 'I would love to build your backend services.');
  form.set('cv', new Blob([new Uint8Array(cvPdf)], { type: 'application/pdf' }), 'cv.pdf');
  return (await candidate.call<{ id: string }>('POST', '/api/applications', form)).id;
}

/** A recruiter with a company and an ACTIVE job, on the given API. */
export async function companyWithJob(base: string, title: string): Promise<{ recruiter: ApiCaller; jobId: string }> {
  const recruiter = await newCompany(base);
  return { recruiter, jobId: await postJob(recruiter, title) };
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
