import { runMigrations } from '@tawzeef/read-models';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { createContainer } from './container.ts';
import { startServer } from './server.ts';
import { TOKENS } from './tokens.ts';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const container = createContainer(config);
const logger = container.get(TOKENS.Logger);

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
// Past an uncaught exception the process's state is unknown: say why in the log and leave it to the supervisor.
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception; exiting');
  process.exit(70);
});

// Idempotent and guarded by an advisory lock, so a second instance starting at once just waits.
await runMigrations(config.DATABASE_URL).catch((error: unknown) => {
  logger.fatal({ err: error }, 'could not apply the read-model migrations');
  process.exit(1);
});

const running = await startServer(container).catch((error: unknown) => {
  logger.fatal({ err: error }, 'the API could not start');
  process.exit(1);
});

container.get(TOKENS.TemporalWorker).start();
container.get(TOKENS.JobExpiry).start();
container.get(TOKENS.Digest).start();
if (config.INTERVIEW_AGENT === 'on') container.get(TOKENS.InterviewAgent).start();
container.get(TOKENS.MentionMails).start();
container.get(TOKENS.WeeklyReport).start();

const app = running.url;
logger.info({ app, docs: `${app}/api/docs`, temporalUi: config.TEMPORAL_UI_URL }, 'Tawzeef API listening');
process.stdout.write(
  [
    '',
    `  App          ${app}/`,
    `  API docs     ${app}/api/docs`,
    `  Health       ${app}/api/health`,
    `  Temporal UI  ${config.TEMPORAL_UI_URL}`,
    '',
  ].join('\n') + '\n',
);

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await running.close();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
