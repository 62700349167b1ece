// The load bench's traffic classes: what each sends, built per request from a pool gathered through the API.
import { randomBytes } from 'node:crypto';
import { listCases, listPath } from './applications-lists.ts';
import { paddedCv } from './applications-pdf.ts';
import { random } from './jobs-data.ts';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: Buffer };

export type LoadClass = {
  name: string;
  /** Share of the total rate. */
  weight: number;
  next: () => LoadRequest;
  /** Sees each answer, e.g. to add a new application to the pool of profiles. */
  seen?: (status: number, body: string) => void;
};

type Pool = {
  token: string;
  boardJobIds: string[];
  /** The signed-in company's open jobs: applications go there, so its lists and profiles grow with the run. */
  openJobIds: string[];
  companyJobIds: string[];
  applicationIds: string[];
};

async function getJson(baseUrl: string, path: string, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.status !== 200)
    throw new Error(`GET ${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Signs the company member in and gathers the ids the requests pick from. */
export async function gatherPool(baseUrl: string, email: string, password: string): Promise<Pool> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in as ${email}: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const boardJobIds: string[] = [];
  for (const sort of ['latest', 'popular', 'salary']) {
    for (const page of [1, 2, 3, 4]) {
      const { jobs } = await getJson(baseUrl, `/api/jobs?limit=50&page=${page}&sort=${sort}`);
      boardJobIds.push(...jobs.map((j: { id: string }) => j.id));
    }
  }
  const range = encodeURIComponent('[0,99]');
  const companyJobs: { id: string; status: string }[] = await getJson(
    baseUrl,
    `/api/company/jobs?range=${range}`,
    token,
  );
  const applications: { id: string }[] = await getJson(baseUrl, `/api/company/applications?range=${range}`, token);
  const pool = {
    token,
    boardJobIds: [...new Set(boardJobIds)],
    openJobIds: companyJobs.filter((j) => j.status === 'ACTIVE').map((j) => j.id),
    companyJobIds: companyJobs.map((j) => j.id),
    applicationIds: applications.map((a) => a.id),
  };
  if (!pool.boardJobIds.length || !pool.openJobIds.length || !pool.applicationIds.length) {
    throw new Error(`${email}'s company needs open jobs and applications, and the board jobs`);
  }
  return pool;
}

const terms = ['developer', 'engineer', 'React', 'finance', 'محاسب', 'مطور', 'data analyst', 'مدير', 'nurse', 'sales'];
const filters: Record<string, string>[] = [
  {},
  {},
  {},
  { type: 'FULL_TIME' },
  { location: 'SA' },
  { experience: 'senior' },
  { industry: 'finance' },
];
const sorts = ['latest', 'latest', 'salary', 'popular'];
const jobSorts = ['postedAt', 'createdAt', 'title', 'applicants', 'deadline'];

function multipart(fields: Record<string, string>, pdf: Buffer, boundary: string) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.concat([Buffer.from(parts.join('') + fileHead), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

export function loadClasses(pool: Pool, pdfBytes: number): LoadClass[] {
  const rnd = random(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const bearer = { authorization: `Bearer ${pool.token}` };
  const pdf = Buffer.from(paddedCv(pdfBytes));
  const boundary = `----load${randomBytes(8).toString('hex')}`;
  const tag = randomBytes(3).toString('hex');
  const lists = listCases(500, pool.companyJobIds);
  let applied = 0;
  let listed = 0;
  return [
    {
      name: 'search',
      weight: 0.3,
      next: () => {
        const params = { search: pick(terms), sort: pick(sorts), page: String(1 + Math.floor(rnd() * 3)) };
        return { method: 'GET', path: `/api/jobs?${new URLSearchParams({ ...params, ...pick(filters) })}` };
      },
    },
    { name: 'job page', weight: 0.3, next: () => ({ method: 'GET', path: `/api/jobs/${pick(pool.boardJobIds)}` }) },
    {
      name: 'apply',
      weight: 0.1,
      next: () => {
        const i = applied++;
        const fields = {
          jobId: pool.openJobIds[i % pool.openJobIds.length]!,
          fullName: i % 2 ? 'Sara Al-Qahtani' : 'أحمد الحداد',
          email: `load.${tag}.${i}@bench.example`,
          countryCode: '+966',
          phone: '501234567',
          coverLetter: 'I would love to join your team.',
          expectedSalary: 'SAR 18,000',
          noticePeriod: '1 month',
          acceptedNotices: JSON.stringify(currentNoticeVersions),
        };
        return {
          method: 'POST',
          path: '/api/applications/anonymous',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: multipart(fields, pdf, boundary),
        };
      },
      seen: (status, body) => {
        if (status === 201) pool.applicationIds.push((JSON.parse(body) as { id: string }).id);
      },
    },
    {
      name: 'company lists',
      weight: 0.15,
      next: () => {
        // Two of three: the pipeline or a job's applications; the third: the company's jobs.
        if (listed++ % 3 < 2) return { method: 'GET', path: listPath(lists[listed % lists.length]!), headers: bearer };
        const query = new URLSearchParams({
          sort: JSON.stringify([pick(jobSorts), rnd() < 0.8 ? 'DESC' : 'ASC']),
          range: '[0,24]',
          filter: JSON.stringify(rnd() < 0.5 ? {} : rnd() < 0.5 ? { status: 'ACTIVE' } : { q: pick(terms) }),
        });
        return { method: 'GET', path: `/api/company/jobs?${query}`, headers: bearer };
      },
    },
    {
      name: 'profile',
      weight: 0.15,
      next: () => ({ method: 'GET', path: `/api/company/applications/${pick(pool.applicationIds)}`, headers: bearer }),
    },
  ];
}
