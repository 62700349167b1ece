import { handleCommand, type CommandContext } from '@tawzeef/shared';
import { platformApplicationsSeeder } from './applications.ts';
import type { SeedClock } from './clock.ts';
import { biasAuditSeeder } from './bias-audit.ts';
import { communicationsSeeder } from './communications.ts';
import { identitySeeder } from './identity.ts';
import { jobsSeeder } from './jobs.ts';
import { demoInstance, platformSeeder, type Seeder } from './platform.ts';
import type { SeedServices } from './services.ts';

/**
 * Seeds the demo through the platform's services (the API container's: scripts/seed-services.ts), whose clock must
 * be `clock.clock` and whose processes must run: the reactions that start workflows from the event log (started
 * before the first seeded event) and, once `startWorker` is called, a Temporal worker on the API's task queue. Every seeder uses fixed command ids, so a
 * second run appends nothing. Answers the events each seeder appended.
 */
export async function runSeed(
  services: SeedServices,
  clock: SeedClock,
  options: { startWorker: () => void; log?: (line: string) => void },
): Promise<Record<string, number>> {
  const { store, runner } = services;
  const readModelsCaughtUp = async () => {
    await runner.start();
    if (!(await runner.waitForPosition('all', await store.headPosition(), 120_000)))
      throw new Error('the read models did not catch up with the seeded jobs');
  };
  const run = async (seeder: Seeder, instance: string) => {
    const context = (commandId: string): CommandContext => ({
      commandId: `seed:${seeder.name}:${commandId}`,
      actorId: 'system:seed',
      correlationId: `seed:${seeder.name}`,
      now: new Date(),
    });
    const appended = await seeder.run({ store, handleCommand, context, instance });
    options.log?.(`seed ${seeder.name}: ${appended === 0 ? 'already there' : `${appended} event(s) appended`}`);
    return appended;
  };
  const appended: Record<string, number> = { platform: await run(platformSeeder, '') };
  const instance = await demoInstance(store);
  for (const seeder of [
    identitySeeder,
    jobsSeeder,
    platformApplicationsSeeder(services, clock, { readModelsCaughtUp, startWorker: options.startWorker }),
    communicationsSeeder,
    biasAuditSeeder(services, clock, options),
  ])
    appended[seeder.name] = await run(seeder, instance);
  return appended;
}
