// Seeds demo data through the same command path the app uses. Every seeder uses fixed command ids,
// so running the seed again appends nothing.
import { handleCommand, type CommandContext } from '@tawzeef/shared';
import { loadConfig } from '../web/api/src/config.ts';
import { closeContainer, createContainer } from '../web/api/src/container.ts';
import { TOKENS } from '../web/api/src/tokens.ts';
import { containerApplicationsSeeder } from './seed/applications.ts';
import { communicationsSeeder } from './seed/communications.ts';
import { identitySeeder } from './seed/identity.ts';
import { jobsSeeder } from './seed/jobs.ts';
import { platformSeeder } from './seed/platform.ts';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set: source scripts/lib/env.sh first');

// The API's own composition root, so the seed writes through the same services, storage and AI engine.
const container = createContainer(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }));
const store = container.get(TOKENS.EventStore);
const runner = container.get(TOKENS.ProjectionRunner);
const seeders = [
  platformSeeder,
  identitySeeder,
  jobsSeeder,
  containerApplicationsSeeder(container, async () => {
    await runner.start();
    if (!(await runner.waitForPosition('all', await store.headPosition(), 120_000)))
      throw new Error('the read models did not catch up with the seeded jobs');
  }),
  communicationsSeeder,
];

try {
  for (const seeder of seeders) {
    const context = (commandId: string): CommandContext => ({
      commandId: `seed:${seeder.name}:${commandId}`,
      actorId: 'system:seed',
      correlationId: `seed:${seeder.name}`,
      now: new Date(),
    });
    const appended = await seeder.run({ store, handleCommand, context });
    console.log(`seed ${seeder.name}: ${appended === 0 ? 'already there' : `${appended} event(s) appended`}`);
  }
} finally {
  await closeContainer(container);
}
