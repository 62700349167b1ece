// Seeds demo data through the same command path the app uses. Every seeder uses fixed command ids,
// so running the seed again appends nothing.
import { createEventStore, handleCommand, type CommandContext } from '@tawzeef/shared';
import { identitySeeder } from './seed/identity.ts';
import { jobsSeeder } from './seed/jobs.ts';
import { platformSeeder } from './seed/platform.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: source scripts/lib/env.sh first');

const store = createEventStore({ databaseUrl, eventStoreConnectionString: process.env.EVENTSTORE_CONNECTION_STRING });
const seeders = [platformSeeder, identitySeeder, jobsSeeder];

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
  await store.close();
}
