// Anonymous applications end to end over HTTP: multipart with a ~200 KB PDF, N concurrent clients.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { call, quantile, type Member } from './applications-http.ts';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Open jobs of the applying company, created through the API like the wizard does. */
export async function createOpenJobs(baseUrl: string, member: Member, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const job = await call(baseUrl, member.token, 'POST', '/api/company/jobs', {
      title: `Backend Developer ${i + 1}`,
      department: 'Engineering',
      location: 'Riyadh, Saudi Arabia',
      deadline: inDays(30),
      industry: 'technology',
      interviewLanguage: 'english',
      type: 'FULL_TIME',
      jobLevel: 'MID',
      workType: 'ONSITE',
      description: 'Build and run the services behind our products.',
      shortDescription: 'Backend services in Riyadh.',
      responsibilities: 'Design APIs and keep them fast.',
      requirements: 'Three years of backend work.',
      benefits: 'Medical insurance.',
      experience: '3-5 years',
      education: "Bachelor's Degree",
      salary: 'SAR 15,000 - 22,000 per month',
      skills: ['Node.js', 'PostgreSQL'],
      interviewQuestions: 'Why us?',
      aiCvAnalysisPrompt: 'Check backend experience.',
    });
    ids.push(job.id as string);
  }
  return ids;
}

/** The multipart body built once per request from ready buffers, so the client costs the server little CPU. */
function multipart(fields: Record<string, string>, pdf: Buffer, boundary: string) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.concat([Buffer.from(parts.join('') + fileHead), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

export type ApplyResult = { ok: number; failed: Map<number, number>; latencies: number[]; seconds: number };

export async function applyMany(options: {
  baseUrl: string;
  jobIds: string[];
  pdf: Uint8Array;
  count: number;
  concurrency: number;
  tag: string;
}): Promise<ApplyResult> {
  const pdf = Buffer.from(options.pdf);
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const latencies: number[] = [];
  const failed = new Map<number, number>();
  let next = 0;
  const one = async (i: number) => {
    const body = multipart(
      {
        jobId: options.jobIds[i % options.jobIds.length]!,
        fullName: i % 2 ? 'Sara Al-Qahtani' : 'أحمد الحداد',
        email: `applicant.${options.tag}.${i}@bench.example`,
        countryCode: '+966',
        phone: '501234567',
        coverLetter: 'I would love to join your team.',
        expectedSalary: 'SAR 18,000',
        noticePeriod: '1 month',
        acceptedNotices: JSON.stringify(currentNoticeVersions),
      },
      pdf,
      boundary,
    );
    const started = performance.now();
    const response = await fetch(`${options.baseUrl}/api/applications/anonymous`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 201) failed.set(response.status, (failed.get(response.status) ?? 0) + 1);
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let i = next++; i < options.count; i = next++) await one(i);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ok: options.count - [...failed.values()].reduce((a, b) => a + b, 0), failed, latencies, seconds };
}

export const applyRow = (r: ApplyResult) => ({
  applications: r.latencies.length,
  'per second': (r.latencies.length / r.seconds).toFixed(1),
  'p50 ms': quantile(r.latencies, 0.5).toFixed(1),
  'p95 ms': quantile(r.latencies, 0.95).toFixed(1),
  'non-201': [...r.failed].map(([s, n]) => `${n}×${s}`).join(', ') || 0,
});
