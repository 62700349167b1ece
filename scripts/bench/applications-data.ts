// Applications for the list benchmark, written straight into the read model in the projection's row shape
// (replaying 400,000 events would only measure the projection).
import { uuidV5 } from '@tawzeef/shared';
import { mergeJobInput, emptyJobFields } from '@tawzeef/jobs';
import { applications, jobColumns, jobs, type ReadModelDb } from '@tawzeef/read-models';
import { jobTemplates, type JobTemplate } from '../seed/job-catalog.ts';
import { firstNames, lastNames, mailDomains } from './applications-names.ts';
import { random } from './jobs-data.ts';

export type BenchCompany = { companyId: string; name: string; jobs: number; applications: number };
type ApplicationInsert = typeof applications.$inferInsert;

const day = 86_400_000;
const statusWeights: [string, number][] = [
  ['SUBMITTED', 35],
  ['REVIEWING', 20],
  ['INTERVIEW_SCHEDULED', 8],
  ['INTERVIEWED', 7],
  ['OFFERED', 3],
  ['HIRED', 2],
  ['REJECTED', 20],
  ['WITHDRAWN', 5],
];
const interviewed = new Set(['INTERVIEWED', 'OFFERED', 'HIRED']);
const coverLetters = [
  'I am excited to apply for this role. I have led teams that shipped products used by millions across the Gulf, and I would love to bring that experience to your company.',
  'أتقدم لهذه الوظيفة لأن خبرتي تتوافق مع متطلباتها، وقد عملت سابقاً في بيئة مشابهة وحققت نتائج ملموسة في تحسين الأداء وخدمة العملاء.',
  'Please find my CV attached. I am available to start within a month and open to relocating.',
];

function weighted<T>(rnd: () => number, list: [T, number][]): T {
  const total = list.reduce((sum, [, w]) => sum + w, 0);
  let x = rnd() * total;
  for (const [value, w] of list) if ((x -= w) < 0) return value;
  return list[list.length - 1]![0];
}

async function seedJobs(db: ReadModelDb, company: BenchCompany, now: Date, rnd: () => number) {
  const rows = [];
  const made: { jobId: string; template: JobTemplate }[] = [];
  for (let i = 0; i < company.jobs; i++) {
    const template = jobTemplates[i % jobTemplates.length]!;
    const jobId = uuidV5(`bench:applications:job:${company.companyId}:${i}`);
    const fields = mergeJobInput(emptyJobFields(), {
      ...template,
      title: i < jobTemplates.length ? template.title : `${template.title} ${Math.floor(i / jobTemplates.length) + 1}`,
      salary: 'Competitive',
      deadline: new Date(now.getTime() + 30 * day).toISOString().slice(0, 10),
    });
    const createdAt = new Date(now.getTime() - (30 + Math.floor(rnd() * 360)) * day);
    rows.push({
      jobId,
      companyId: company.companyId,
      status: rnd() < 0.8 ? 'ACTIVE' : 'CLOSED',
      ...jobColumns(fields, { name: company.name, industry: 'Technology' }),
      applicants: 0,
      createdAt,
      updatedAt: createdAt,
      publishedAt: createdAt,
      postedAt: createdAt,
      lastPosition: 1,
    });
    made.push({ jobId, template });
  }
  await db.insert(jobs).values(rows);
  return made;
}

function applicationRow(
  company: BenchCompany,
  job: { jobId: string; template: JobTemplate },
  i: number,
  now: Date,
  rnd: () => number,
): ApplicationInsert {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const [firstLatin, firstArabic] = pick(firstNames);
  const [lastLatin, lastArabic] = pick(lastNames);
  const arabic = rnd() < 0.45;
  const firstName = arabic ? firstArabic : firstLatin;
  const lastName = arabic ? lastArabic : lastLatin;
  const email = `${firstLatin}.${lastLatin.replace('Al-', 'al')}${i}@${pick(mailDomains)}`.toLowerCase();
  const status = weighted(rnd, statusWeights);
  const priority = weighted(rnd, [
    ['medium', 70],
    ['high', 15],
    ['low', 15],
  ]);
  const appliedAt = new Date(now.getTime() - Math.floor(rnd() * 365 * day));
  const analysis =
    now.getTime() - appliedAt.getTime() < 2 * day && rnd() < 0.5 ? 'PENDING' : rnd() < 0.07 ? 'FAILED' : 'DONE';
  const score = analysis === 'DONE' ? Math.round(20 + 78 * ((rnd() + rnd() + rnd()) / 3)) : null;
  const skills = [...job.template.skills].sort(() => rnd() - 0.5);
  const matched = analysis === 'DONE' ? skills.slice(0, 1 + Math.floor(rnd() * (skills.length - 1))) : [];
  const years = Math.round(rnd() * 150) / 10;
  const interview1 = interviewed.has(status) && score !== null ? Math.round(40 + rnd() * 60) : null;
  const overall = interview1 ?? score;
  const candidateId = rnd() < 0.6 ? uuidV5(`bench:applications:candidate:${i}`) : null;
  const cvAnalysis =
    analysis === 'DONE'
      ? {
          summary: `${firstLatin} ${lastLatin} has ${years} years of experience relevant to ${job.template.title}.`,
          overallFit: score! >= 80 ? 'Excellent' : score! >= 65 ? 'Good' : score! >= 45 ? 'Fair' : 'Poor',
          skillsMatch: {
            matched,
            missing: skills.slice(matched.length),
            percentage: Math.round((100 * matched.length) / skills.length),
          },
          experienceMatch: { years, requiredYears: 3, details: `${years} years against 3 required` },
          educationMatch: { details: "Bachelor's degree", level: 'BACHELOR', requiredLevel: 'BACHELOR' },
          strengths: matched.map((s) => `Hands-on ${s} experience`),
          weaknesses: skills.slice(matched.length).map((s) => `No evidence of ${s}`),
          evidence: matched.slice(0, 2).map((s) => ({ kind: 'skill', about: s, quote: `Used ${s} daily` })),
          scoreBreakdown: [
            { part: 'skills', weight: 0.5, score: score!, explanation: 'Matched skills against the job' },
            { part: 'experience', weight: 0.3, score: Math.min(100, years * 20), explanation: 'Years of experience' },
            { part: 'education', weight: 0.2, score: 80, explanation: 'Degree level' },
          ],
          recommendation: `### Strengths\n- ${matched.join('\n- ')}\n### Next step\n- Screening call`,
        }
      : null;
  const changes = (analysis === 'PENDING' ? 0 : 1) + (status === 'SUBMITTED' ? 0 : 1) + (priority === 'medium' ? 0 : 1);
  return {
    applicationId: uuidV5(`bench:applications:application:${company.companyId}:${i}`),
    jobId: job.jobId,
    companyId: company.companyId,
    candidateId,
    source: candidateId ? 'candidate' : 'anonymous',
    status,
    priority,
    priorityRank: { high: 3, medium: 2, low: 1 }[priority]!,
    version: 1 + changes,
    firstName,
    lastName,
    email,
    countryCode: pick(['+966', '+971', '+974', '+965', '+962']),
    phone: String(500000000 + Math.floor(rnd() * 99999999)),
    portfolioUrl: rnd() < 0.2 ? `https://portfolio.example/${firstLatin.toLowerCase()}${i}` : null,
    coverLetter: rnd() < 0.5 ? pick(coverLetters) : null,
    expectedSalary: rnd() < 0.6 ? `SAR ${(8 + Math.floor(rnd() * 30)) * 1000}` : null,
    noticePeriod: rnd() < 0.6 ? pick(['Immediately', '1 month', '2 months', '3 months']) : null,
    cvId: candidateId ? uuidV5(`bench:applications:cv:${i}`) : null,
    cvStorageKey: `${uuidV5(`bench:applications:file:${i}`).replace(/-/g, '')}.pdf`,
    cvFileName: `${firstLatin} ${lastLatin} CV.pdf`,
    cvFileSize: 40_000 + Math.floor(rnd() * 400_000),
    analysisStatus: analysis,
    cvAnalysisScore: score,
    cvAnalysis,
    analysisProvenance:
      analysis === 'PENDING' ? null : { engine: 'local', model: 'tawzeef-local-1', promptVersion: 'v3' },
    analysisError: analysis === 'FAILED' ? { code: 'CV.NO_TEXT', message: 'The PDF has no text layer.' } : null,
    experienceYears: analysis === 'DONE' ? years : null,
    interview1Score: interview1,
    overallScore: overall,
    searchText: [firstName, lastName, email, ...matched].join(' ').toLowerCase(),
    withdrawalReason: status === 'WITHDRAWN' ? 'Accepted another offer' : null,
    appliedAt,
    updatedAt: new Date(Math.min(now.getTime(), appliedAt.getTime() + Math.floor(rnd() * 20 * day))),
    withdrawnAt: status === 'WITHDRAWN' ? new Date(appliedAt.getTime() + 5 * day) : null,
    lastPosition: i + 1,
  };
}

/** Jobs and applications of each company; applications crowd onto a few popular jobs, as they do. */
export async function seedBenchApplications(
  db: ReadModelDb,
  companies: BenchCompany[],
  now: Date,
  log: (m: string) => void,
) {
  const rnd = random(2026);
  for (const company of companies) {
    const made = await seedJobs(db, company, now, rnd);
    const batch = 1000;
    for (let start = 0; start < company.applications; start += batch) {
      const rows: ApplicationInsert[] = [];
      for (let i = start; i < Math.min(company.applications, start + batch); i++) {
        rows.push(applicationRow(company, made[Math.floor(made.length * rnd() ** 1.7)]!, i, now, rnd));
      }
      await db.insert(applications).values(rows);
      if ((start / batch) % 20 === 0) log(`${company.name}: inserted ${start + rows.length} applications`);
    }
  }
  await db.$client.query('VACUUM ANALYZE applications');
  await db.$client.query('VACUUM ANALYZE jobs');
}
