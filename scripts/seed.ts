// Seeds demo data through the same command path and the same processes the app uses; running it again appends
// nothing. The API's task queue (TEMPORAL_TASK_QUEUE) must be the one given here: the seeded applications' hiring
// workflows run on it.
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { loadConfig } from '../web/api/src/config.ts';
import { closeContainer, createContainer } from '../web/api/src/container.ts';
import { TOKENS } from '../web/api/src/tokens.ts';
import { seedServicesOf } from './seed-services.ts';
import { seedClock } from './seed/clock.ts';
import { runSeed } from './seed/run.ts';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set: source scripts/lib/env.sh first');

// The API's own composition root, so the seed writes through the same services, storage and AI engine, over a
// clock that gives each demo story its own time in the past.
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
// The worker's own progress lines (bundling, state changes) are noise here; its warnings and errors are not.
Runtime.install({ logger: new DefaultLogger('WARN') });
const container = createContainer(config);
const clock = seedClock();
container.rebind(TOKENS.Clock).toConstantValue(clock.clock);
const started = Date.now();
try {
  // The reactions start each seeded application's hiring workflow from the event log, as the API does.
  await container.get(TOKENS.WorkflowStarts).start();
  let working = false;
  await runSeed(seedServicesOf(container), clock, {
    startWorker: () => {
      if (working) return;
      working = true;
      console.log(`seed: running the hiring workflows on the task queue "${config.TEMPORAL_TASK_QUEUE}"`);
      container.get(TOKENS.TemporalWorker).start();
    },
    log: (line) => console.log(line),
  });
  console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await closeContainer(container);
}
