// The mixed queries of the company lists: per job and pipeline, searches, filters, sorts and deep ranges.
import type { CompanyApplicationFilter } from '@tawzeef/read-models';
import { random } from './jobs-data.ts';

export type ListCase = {
  cls: string;
  /** Set for the per-job list, whose path names the job (and whose filter then holds it). */
  jobId?: string;
  filter: CompanyApplicationFilter;
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number];
};

const searches = [
  'sara',
  'haddad',
  'al-qahtani',
  'kha',
  'أحمد',
  'القحطاني',
  'نورة',
  'omar.nasser',
  'fatima.alharbi1',
  '@mail.sa',
  'react',
  'power bi',
  'postgresql',
  'ifrs',
  'excel',
  'backend',
];
const statuses = ['SUBMITTED', 'REVIEWING', 'INTERVIEW_SCHEDULED', 'INTERVIEWED', 'OFFERED', 'HIRED', 'REJECTED'];
const sortFields = ['appliedAt', 'appliedAt', 'aiScore', 'overallScore', 'priority'];

/** `jobs` is the company's job ids, the most applied-to first. */
export function listCases(n: number, jobs: string[]): ListCase[] {
  const rnd = random(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const anyJob = () => (rnd() < 0.3 ? jobs[Math.floor(rnd() * 10)]! : pick(jobs));
  const sort = (): ListCase['sort'] => [pick(sortFields), rnd() < 0.8 ? 'DESC' : 'ASC'];
  const page = (max: number): [number, number] => {
    const first = 25 * Math.floor(rnd() * max);
    return [first, first + 24];
  };
  const statusFilter = () => (rnd() < 0.7 ? pick(statuses) : [pick(statuses), pick(statuses)]);
  const someFilters = (): CompanyApplicationFilter => {
    const f: CompanyApplicationFilter = {};
    if (rnd() < 0.7) f.status = statusFilter();
    if (rnd() < 0.5 || !f.status) f.priority = pick(['high', 'medium', 'low']);
    return f;
  };
  const classes = ['job', 'job+filters', 'job+search', 'pipeline', 'pipeline+filters', 'pipeline+search', 'deep'];
  return Array.from({ length: n }, (_, i): ListCase => {
    const cls = classes[i % classes.length]!;
    if (cls === 'job') return { cls, jobId: anyJob(), filter: {}, sort: sort(), range: page(3) };
    if (cls === 'job+filters') return { cls, jobId: anyJob(), filter: someFilters(), sort: sort(), range: page(2) };
    if (cls === 'job+search') {
      const filter: CompanyApplicationFilter = { q: pick(searches) };
      if (rnd() < 0.3) filter.status = pick(statuses);
      return { cls, jobId: anyJob(), filter, sort: sort(), range: [0, 24] };
    }
    if (cls === 'pipeline') return { cls, filter: {}, sort: sort(), range: page(3) };
    if (cls === 'pipeline+filters') {
      const filter = someFilters();
      if (rnd() < 0.5) filter.jobId = rnd() < 0.6 ? anyJob() : [anyJob(), anyJob(), anyJob()];
      return { cls, filter, sort: sort(), range: page(2) };
    }
    if (cls === 'pipeline+search') {
      const filter: CompanyApplicationFilter = { q: pick(searches) };
      if (rnd() < 0.3) filter.status = statusFilter();
      if (rnd() < 0.2) filter.jobId = anyJob();
      return { cls, filter, sort: sort(), range: page(2) };
    }
    const first = rnd() < 0.5 ? 25 * Math.floor(40 + rnd() * 760) : 25 * Math.floor(rnd() * 40);
    return rnd() < 0.5
      ? { cls, filter: rnd() < 0.3 ? { status: pick(statuses) } : {}, sort: sort(), range: [first, first + 24] }
      : {
          cls,
          jobId: jobs[Math.floor(rnd() * 5)]!,
          filter: {},
          sort: sort(),
          range: [first % 1000, (first % 1000) + 24],
        };
  });
}

export function listPath(c: ListCase): string {
  const query = new URLSearchParams({
    sort: JSON.stringify(c.sort),
    range: JSON.stringify(c.range),
    filter: JSON.stringify(c.filter),
  });
  return c.jobId ? `/api/company/jobs/${c.jobId}/applications?${query}` : `/api/company/applications?${query}`;
}

/** The read-model query the route makes for the case. */
export const directParams = (c: ListCase) => ({
  sort: c.sort,
  range: c.range,
  filter: c.jobId ? { ...c.filter, jobId: c.jobId } : c.filter,
});
