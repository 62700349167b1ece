// npm run bench:applications: anonymous apply throughput (16 clients, ~200 KB PDF, end to end over HTTP) and
// the p95 of the company's application lists over 100,000 applications, in a scratch database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { uuidV5 } from '@tawzeef/shared';
import { createReadModelDb, closeReadModelDb, runMigrations } from '@tawzeef/read-models';
import { loadConfig } from '../../web/api/src/config.ts';
import { createContainer } from '../../web/api/src/container.ts';
import { startServer } from '../../web/api/src/server.ts';
import { TOKENS } from '../../web/api/src/tokens.ts';
import { seedBenchApplications } from './applications-data.ts';
import { newCompanyMember, signIn } from './applications-http.ts';
import { measureApply, measureLists } from './applications-phases.ts';
import { createScratchDatabase } from './scratch-database.ts';

const { values: args } = parseArgs({
  options: {
    applications: { type: 'string', default: '100000' },
    jobs: { type: 'string', default: '200' },
    apply: { type: 'string', default: '800' },
    clients: { type: 'string', default: '16' },
    queries: { type: 'string', default: '200' },
    /** apply or lists: run one part only. */
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    /** A database kept by an earlier --keep run: skips the seeding. */
    reuse: { type: 'string' },
    slowest: { type: 'string', default: '0' },
  },
});
const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('set TEST_DATABASE_URL or DATABASE_URL (source scripts/lib/env.sh)');
  process.exit(1);
}
const log = (m: string) => console.error(`[bench:applications] ${m}`);

function reusedDatabase(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => {} };
}

const ownerEmail = 'owner@bench.example';
const scratch = args.reuse ? reusedDatabase(baseUrl, args.reuse) : await createScratchDatabase(baseUrl);
const cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-bench-cvs-'));
const taskQueue = `bench-${randomBytes(4).toString('hex')}`;
log(`database ${new URL(scratch.url).pathname.slice(1)}, task queue ${taskQueue}`);
try {
  await runMigrations(scratch.url);
  const db = createReadModelDb(scratch.url);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: scratch.url,
    EVENTSTORE_CONNECTION_STRING: '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    CV_STORAGE_DIR: cvDir,
    // A queue of the bench's own with no worker on it: the hiring workflows start, no CV analysis runs.
    TEMPORAL_TASK_QUEUE: taskQueue,
    // Every bench applier is one loopback address: the per-address limit on anonymous applications is lifted.
    APPLY_MAX_PER_IP: '1000000',
  });
  const server = await startServer(createContainer(config));
  const goals: string[] = [];
  try {
    const owner = args.reuse
      ? await signIn(server.url, ownerEmail)
      : await newCompanyMember(server.url, ownerEmail, 'Sahara Tech');
    if (!args.reuse) {
      const started = performance.now();
      const others = [1, 2, 3, 4].map((i) => ({
        companyId: uuidV5(`bench:applications:other-company:${i}`),
        name: `Other Company ${i}`,
        jobs: 10,
        applications: 2500,
      }));
      await seedBenchApplications(
        db,
        [
          {
            companyId: owner.companyId,
            name: 'Sahara Tech',
            jobs: Number(args.jobs),
            applications: Number(args.applications),
          },
          ...others,
        ],
        new Date(),
        log,
      );
      log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    if (args.only !== 'lists') {
      goals.push(
        ...(await measureApply({
          baseUrl: server.url,
          temporal: server.container.get(TOKENS.TemporalClient),
          taskQueue,
          count: Number(args.apply),
          clients: Number(args.clients),
          log,
        })),
      );
    }
    if (args.only !== 'apply') {
      goals.push(
        ...(await measureLists({
          baseUrl: server.url,
          db,
          owner,
          queries: Number(args.queries),
          slowest: Number(args.slowest),
        })),
      );
    }
  } finally {
    await server.close();
    await closeReadModelDb(db);
  }
  console.log(`goals: ${goals.join('; ')}`);
} finally {
  rmSync(cvDir, { recursive: true, force: true });
  if (args.keep || args.reuse) log(`kept ${scratch.url.replace(/\/\/[^@]*@/, '//')}`);
  else await scratch.drop();
}
