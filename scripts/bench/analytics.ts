// npm run bench:analytics: GET /api/company/analytics over 100,000 applications of one company in a scratch
// database (rows written straight into the analytics tables), the real API in-process. Prints p50/p95 per period.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { closeReadModelDb, createReadModelDb, runMigrations } from '@tawzeef/read-models';
import { loadConfig } from '../../web/api/src/config.ts';
import { createContainer } from '../../web/api/src/container.ts';
import { startServer } from '../../web/api/src/server.ts';
import { seedAnalytics } from './analytics-data.ts';
import { createScratchDatabase } from './scratch-database.ts';

const { values: args } = parseArgs({
  options: {
    applications: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
  },
});
const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('set TEST_DATABASE_URL or DATABASE_URL (source scripts/lib/env.sh)');
  process.exit(1);
}
const log = (m: string) => console.error(`[bench:analytics] ${m}`);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const scratch = await createScratchDatabase(baseUrl);
try {
  await runMigrations(scratch.url);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: scratch.url,
    EVENTSTORE_CONNECTION_STRING: '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  });
  const server = await startServer(createContainer(config));
  const db = createReadModelDb(scratch.url);
  try {
    const call = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${server.url}${path}`, init);
      const body = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    };
    const json = (token: string | null, body: unknown) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const { token } = (await call(
      '/api/auth/signup',
      json(null, {
        email: 'bench@example.com',
        password: 'correct horse battery',
        name: 'Bench User',
        phone: '+971501234567',
        userType: 'COMPANY',
      }),
    )) as { token: string };
    const registered = (await call(
      '/api/company/register',
      json(token, {
        name: 'Bench Hiring',
        industry: 'Technology',
        size: '201-1000',
        website: 'https://bench.example',
        email: 'hr@bench.example',
        description: 'Benchmarks.',
        country: 'AE',
        city: 'Dubai',
        street: 'Sheikh Zayed Rd 1',
        phone: '0501234567',
      }),
    )) as { company: { id: string } };
    const companyId = registered.company.id;
    const started = performance.now();
    const seeded = await seedAnalytics(db, companyId, Number(args.applications), new Date());
    log(
      `seeded ${args.applications} applications (${seeded.buckets} buckets, ${seeded.skills} skill rows) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const headers = { authorization: `Bearer ${token}` };
    const rows = [];
    for (const period of [1, 3, 6, 12]) {
      for (let i = 0; i < 10; i++) await call(`/api/company/analytics?period=${period}`, { headers });
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < Number(args.queries); i++) {
        const t = performance.now();
        const body = (await call(`/api/company/analytics?period=${period}`, { headers })) as {
          kpis: { totalApplications: { value: number } };
        };
        times.push(performance.now() - t);
        total = body.kpis.totalApplications.value;
      }
      rows.push({
        period,
        applications: total,
        n: times.length,
        'p50 ms': quantile(times, 0.5).toFixed(1),
        'p95 ms': quantile(times, 0.95).toFixed(1),
      });
    }
    console.table(rows);
    const worst = Math.max(...rows.map((r) => Number(r['p95 ms'])));
    console.log(`goal: p95 <= 50 ms per period: ${worst <= 50 ? 'met' : 'NOT met'} (worst ${worst.toFixed(1)} ms)`);
  } finally {
    await server.close();
    await closeReadModelDb(db);
  }
} finally {
  if (args.keep) log(`kept ${scratch.url.replace(/\/\/[^@]*@/, '//')}`);
  else await scratch.drop();
}
