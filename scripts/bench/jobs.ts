// npm run bench:jobs: the public jobs board over 100,000 active jobs in a scratch database.
// Prints p50/p95 of the HTTP endpoint per query class and the ratio of its median to the median of
// the same read-model queries run directly on the same database, in the same run; then the recommended-jobs
// ranking over the same board (--only board|recommendations runs one part).
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import {
  createBoardIndexSync,
  createReadModelDb,
  closeReadModelDb,
  readModelQueries,
  runMigrations,
  type BoardQuery,
} from '@tawzeef/read-models';
import { loadConfig } from '../../web/api/src/config.ts';
import { createContainer } from '../../web/api/src/container.ts';
import { startServer } from '../../web/api/src/server.ts';
import { TOKENS } from '../../web/api/src/tokens.ts';
import { random, seedBenchJobs } from './jobs-data.ts';
import { benchRecommendations } from './jobs-recommendations.ts';
import { createScratchDatabase } from './scratch-database.ts';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
    /** A database kept by an earlier --keep run: skips the seeding. */
    reuse: { type: 'string' },
    slowest: { type: 'string', default: '0' },
    only: { type: 'string' },
    'recommendation-runs': { type: 'string', default: '50' },
  },
});
const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('set TEST_DATABASE_URL or DATABASE_URL (source scripts/lib/env.sh)');
  process.exit(1);
}
const log = (m: string) => console.error(`[bench:jobs] ${m}`);

type Case = { cls: string; params: Record<string, string> };
const terms = [
  'developer',
  'develpoer',
  'engineer',
  'React',
  'finance',
  'محاسب',
  'المحاسب',
  'مطور',
  'طيران',
  'مهندس طاقة',
  'customer support',
  'data analyst',
  'مدير',
  'operations',
];
const types = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'REMOTE', 'INTERNSHIP'];
const locations = ['SA', 'AE', 'QA', 'JO', 'KW', 'BH', 'OM', 'REMOTE'];
const salaries = ['below-10k', '10k-20k', '20k-35k', '35k-50k', '50k-plus'];
const levels = ['entry', 'mid', 'senior', 'executive', 'director'];
const industries = ['technology', 'aviation', 'finance', 'energy', 'telecommunications', 'government'];
const sorts = ['latest', 'salary', 'popular'];

function cases(n: number): Case[] {
  const rnd = random(7);
  const pick = <T>(l: readonly T[]) => l[Math.floor(rnd() * l.length)]!;
  const classes = ['browse', 'search', 'filters', 'search+filters', 'deep-pages'];
  const filters = () => {
    const f: Record<string, string> = {};
    const chosen = [...['type', 'location', 'salary', 'experience', 'industry']]
      .sort(() => rnd() - 0.5)
      .slice(0, 1 + Math.floor(rnd() * 3));
    for (const key of chosen) {
      f[key] = pick(
        { type: types, location: locations, salary: salaries, experience: levels, industry: industries }[key]!,
      );
    }
    return f;
  };
  return Array.from({ length: n }, (_, i): Case => {
    const cls = classes[i % classes.length]!;
    const sort = pick(sorts);
    const page = String(1 + Math.floor(rnd() * 3));
    if (cls === 'browse') return { cls, params: { sort, page } };
    if (cls === 'search') return { cls, params: { search: pick(terms), sort, page } };
    if (cls === 'filters') return { cls, params: { ...filters(), sort, page } };
    if (cls === 'search+filters') return { cls, params: { search: pick(terms), ...filters(), sort, page: '1' } };
    const deep: Record<string, string> = { sort, page: String(100 + Math.floor(rnd() * 4900)) };
    if (rnd() < 0.5) deep.type = pick(types);
    return { cls, params: deep };
  });
}

function toQuery(params: Record<string, string>): BoardQuery {
  const page = Number(params.page ?? 1);
  const list = (key: string) => (params[key] ? [params[key]!] : undefined);
  return {
    search: params.search,
    types: list('type'),
    locations: list('location'),
    salary: list('salary') as BoardQuery['salary'],
    experience: list('experience'),
    industries: list('industry'),
    sort: (params.sort ?? 'latest') as BoardQuery['sort'],
    offset: (page - 1) * 10,
    limit: 10,
  };
}

function reusedDatabase(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => {} };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const scratch = args.reuse ? reusedDatabase(baseUrl, args.reuse) : await createScratchDatabase(baseUrl);
log(`scratch database ready`);
try {
  await runMigrations(scratch.url);
  const db = createReadModelDb(scratch.url);
  const now = new Date();
  if (!args.reuse) {
    const started = performance.now();
    await seedBenchJobs(db, Number(args.jobs), now, log);
    log(`seeded ${args.jobs} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  if (args.only !== 'recommendations') {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: scratch.url,
      EVENTSTORE_CONNECTION_STRING: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      // With SEARCH_ENGINE=opensearch, an index of this run's own.
      OPENSEARCH_INDEX: `bench-${new URL(scratch.url).pathname.slice(1)}`,
    });
    const container = createContainer(config);
    const openSearch = container.get(TOKENS.OpenSearchBoard);
    if (openSearch) {
      const started = performance.now();
      await openSearch.ensureIndex();
      await createBoardIndexSync({ db, board: openSearch, batchSize: 5000 }).catchUp();
      log(`indexed the board in OpenSearch in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const server = await startServer(container, { runProjections: false });
    const direct = readModelQueries(db, { boardSearch: openSearch ?? undefined });
    const all = cases(Number(args.queries));
    const endpoint: Record<string, number[]> = {};
    const sqlTimes: Record<string, number[]> = {};
    const timed: { ms: number; c: Case }[] = [];
    const url = (params: Record<string, string>) => `${server.url}/api/jobs?${new URLSearchParams(params).toString()}`;
    try {
      for (const c of all.slice(0, 40)) {
        await (await fetch(url(c.params))).text();
        await direct.board.list(toQuery(c.params), now);
      }
      for (const c of all) {
        let t = performance.now();
        const response = await fetch(url(c.params));
        const body = (await response.json()) as { total: number };
        (endpoint[c.cls] ??= []).push(performance.now() - t);
        timed.push({ ms: performance.now() - t, c });
        if (response.status !== 200) throw new Error(`${response.status} for ${JSON.stringify(c.params)}`);
        t = performance.now();
        const page = await direct.board.list(toQuery(c.params), new Date());
        (sqlTimes[c.cls] ??= []).push(performance.now() - t);
        if (page.total !== body.total) throw new Error(`count differs for ${JSON.stringify(c.params)}`);
      }
    } finally {
      await server.close();
      if (openSearch && !args.keep) await openSearch.drop();
    }
    const rows = Object.keys(endpoint).map((cls) => ({
      class: cls,
      n: endpoint[cls]!.length,
      'p50 ms': quantile(endpoint[cls]!, 0.5).toFixed(1),
      'p95 ms': quantile(endpoint[cls]!, 0.95).toFixed(1),
      'sql p50 ms': quantile(sqlTimes[cls]!, 0.5).toFixed(1),
      'sql p95 ms': quantile(sqlTimes[cls]!, 0.95).toFixed(1),
    }));
    console.table(rows);
    for (const { ms, c } of timed.sort((a, b) => b.ms - a.ms).slice(0, Number(args.slowest))) {
      console.log(`${ms.toFixed(1).padStart(7)} ms  ${c.cls}  ${new URLSearchParams(c.params).toString()}`);
    }
    const allEndpoint = Object.values(endpoint).flat();
    const allSql = Object.values(sqlTimes).flat();
    const ratio = quantile(allEndpoint, 0.5) / quantile(allSql, 0.5);
    const worstP95 = Math.max(...rows.map((r) => Number(r['p95 ms'])));
    console.log(
      `endpoint median ${quantile(allEndpoint, 0.5).toFixed(1)} ms / direct SQL median ${quantile(allSql, 0.5).toFixed(1)} ms = ratio ${ratio.toFixed(2)}`,
    );
    console.log(
      `goals: p95 <= 30 ms per class: ${worstP95 <= 30 ? 'met' : 'NOT met'} (worst ${worstP95.toFixed(1)} ms); ratio <= 2: ${ratio <= 2 ? 'met' : 'NOT met'}`,
    );
  }
  if (args.only !== 'board') {
    const { loadMs, rows } = await benchRecommendations(db, Number(args['recommendation-runs']), log);
    console.log(`recommended jobs: index full load ${loadMs.toFixed(0)} ms`);
    console.table(rows);
  }
  await closeReadModelDb(db);
} finally {
  if (args.keep || args.reuse) log(`kept ${scratch.url.replace(/\/\/[^@]*@/, '//')}`);
  else await scratch.drop();
}
