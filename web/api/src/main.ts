import { runMigrations } from '@tawzeef/read-models';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { closeContainer, createContainer } from './container.ts';
import { partsOf, roleOf, type Role } from './roles.ts';
import { startServer } from './server.ts';
import { TOKENS } from './tokens.ts';

function readSettings(): { config: AppConfig; role: Role } {
  try {
    return { role: roleOf(process.argv.slice(2), process.env), config: loadConfig() };
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const { config, role } = readSettings();
const parts = partsOf(role);
const container = createContainer(config);
const logger = container.get(TOKENS.Logger).child({ role });

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

const following = new AbortController();
const running = parts.http
  ? await startServer(container, { runProjections: parts.projections }).catch((error: unknown) => {
      logger.fatal({ err: error }, 'the API could not start');
      process.exit(1);
    })
  : undefined;
if (!parts.http && parts.projections) {
  await container.get(TOKENS.ProjectionRunner).start();
  await container.get(TOKENS.BoardIndexSync)?.start();
  await container.get(TOKENS.WorkflowStarts).start();
}
if (parts.http && !parts.projections) {
  const runner = container.get(TOKENS.ProjectionRunner);
  void container
    .get(TOKENS.NotificationHub)
    .follow(
      container.get(TOKENS.EventStore),
      (position) => runner.waitForPosition('notifications', position, config.READ_WAIT_TIMEOUT_MS),
      following.signal,
    );
}
if (parts.workflows) {
  container.get(TOKENS.TemporalWorker).start();
  container.get(TOKENS.JobExpiry).start();
  container.get(TOKENS.Digest).start();
  container.get(TOKENS.MentionMails).start();
  container.get(TOKENS.WeeklyReport).start();
  container.get(TOKENS.RetentionSchedule).start();
}
if (parts.interviewer && config.INTERVIEW_AGENT === 'on') container.get(TOKENS.InterviewerWorker).start();

logger.info({ parts }, `Tawzeef running as ${role}`);
if (running) {
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
}

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
    following.abort();
    await (running ? running.close() : closeContainer(container));
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
