// 100,000 realistic active jobs for the board benchmark, written straight into the jobs read model
// with the projection's own row builder (replaying 200,000 events would only measure the projection).
import { uuidV5 } from '@tawzeef/shared';
import { mergeJobInput, emptyJobFields } from '@tawzeef/jobs';
import { jobColumns, jobCompanies, jobs, recountBoard, type ReadModelDb } from '@tawzeef/read-models';
import { countryFacts, jobTemplates, salaryText, type CountryKey } from '../seed/job-catalog.ts';

const companyNames = [
  ['Sahara Tech', 'Technology'],
  ['Gulf Horizon Airways', 'Transportation'],
  ['Najd Energy', 'Energy'],
  ['Doha Digital Bank', 'Finance'],
  ['Al Noor Hospitals', 'Healthcare'],
  ['Emirates Retail Group', 'Retail'],
  ['Petra Consulting', 'Consulting'],
  ['Kuwait Logistics Co', 'Transportation'],
  ['Muscat Telecom', 'Technology'],
  ['Bahrain Fintech Hub', 'Finance'],
  ['شركة الأفق للتقنية', 'Technology'],
  ['مجموعة الخليج للتجزئة', 'Retail'],
  ['طاقة المستقبل', 'Energy'],
  ['بنك الريان الرقمي', 'Finance'],
  ['مستشفيات الشفاء', 'Healthcare'],
  ['وزارة الاقتصاد الرقمي', 'Government'],
  ['مركز الأبحاث الوطني', 'Government'],
  ['الناقل الجوي العربي', 'Transportation'],
  ['Riyadh Manufacturing', 'Manufacturing'],
  ['Amman Software House', 'Technology'],
] as const;
const prefixes = ['', '', '', 'Lead ', 'Junior ', 'Principal ', 'Assistant '];
const arabicSuffixes = ['', '', ' - دوام كامل', ' أول', ' مبتدئ'];

/** A small deterministic PRNG, so every run benchmarks the same data. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function seedBenchJobs(db: ReadModelDb, count: number, now: Date, log: (m: string) => void) {
  const rnd = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const countries = Object.keys(countryFacts) as CountryKey[];
  const companies = companyNames.map(([name, industry], i) => ({
    companyId: uuidV5(`bench:company:${i}`),
    name,
    industry,
    country: countries[i % countries.length]!,
  }));
  await db.insert(jobCompanies).values(
    companies.map((c) => ({
      companyId: c.companyId,
      name: c.name,
      industry: c.industry,
      size: '201-1000',
      city: null,
      country: c.country,
      lastPosition: 1,
    })),
  );
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const t = pick(jobTemplates);
      const company = pick(companies);
      const arabic = t.interviewLanguage === 'arabic';
      const country = company.country;
      const title = arabic
        ? `${t.title}${pick(arabicSuffixes)}`
        : `${pick(prefixes)}${t.title}`.replace('Lead Senior', 'Lead');
      const scale = 0.7 + rnd() * 0.8;
      const salary: [number, number] = [Math.round(t.salary[0] * scale), Math.round(t.salary[1] * scale)];
      const fields = mergeJobInput(emptyJobFields(), {
        ...t,
        title,
        skills: [...t.skills].sort(() => rnd() - 0.5).slice(0, 3 + Math.floor(rnd() * 2)),
        location: t.workType === 'REMOTE' && rnd() < 0.5 ? 'Remote' : pick(countryFacts[country].cities),
        salary: rnd() < 0.05 ? 'Competitive' : salaryText(salary, country, arabic),
        deadline: new Date(now.getTime() + (10 + Math.floor(rnd() * 80)) * 86_400_000).toISOString().slice(0, 10),
      });
      const postedAt = new Date(now.getTime() - Math.floor(rnd() * 120 * 86_400_000));
      rows.push({
        jobId: uuidV5(`bench:job:${i}`),
        companyId: company.companyId,
        status: 'ACTIVE',
        ...jobColumns(fields, { name: company.name, industry: company.industry }),
        applicants: Math.floor(rnd() ** 3 * 300),
        createdAt: postedAt,
        updatedAt: postedAt,
        publishedAt: postedAt,
        // Whole minutes: many jobs share a posting time, so the tie-break is exercised.
        postedAt: new Date(Math.floor(postedAt.getTime() / 60_000) * 60_000),
        lastPosition: i + 1,
      });
    }
    await db.insert(jobs).values(rows);
    if ((start / batch) % 10 === 0) log(`inserted ${start + rows.length} jobs`);
  }
  // The board's tables, as the projection builds them.
  await db.$client.query(`INSERT INTO board_jobs SELECT job_id, type, country,
    (location = 'Remote' OR work_type = 'REMOTE'), job_level, is_director, sectors, salary_monthly_low,
    salary_monthly_high, deadline_at, applicants, posted_at, search_title FROM jobs WHERE status = 'ACTIVE'`);
  await recountBoard(db);
  await db.$client.query('VACUUM ANALYZE jobs');
  await db.$client.query('VACUUM ANALYZE board_jobs');
  await db.$client.query('VACUUM ANALYZE board_titles');
  await db.$client.query('VACUUM ANALYZE board_facets');
  await db.$client.query('VACUUM ANALYZE board_words');
  await db.$client.query('VACUUM ANALYZE job_companies');
  // The seed's writes are flushed now rather than by a checkpoint in the middle of the measurements.
  await db.$client.query('CHECKPOINT');
}
