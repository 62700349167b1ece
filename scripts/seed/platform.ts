import { randomUUID } from 'node:crypto';
import type { AppEventStore, CommandContext, handleCommand } from '@tawzeef/shared';

export type SeedDeps = {
  store: AppEventStore;
  handleCommand: typeof handleCommand;
  context: (commandId: string) => CommandContext;
  /** This installation's demo key (`demoInstance`): '' for a platform initialised before there was one. */
  instance: string;
};
export type Seeder = { name: string; run: (deps: SeedDeps) => Promise<number> };

type PlatformInitialized = {
  type: 'PlatformInitialized';
  data: {
    platformId: string;
    languages: string[];
    regions: string[];
    initializedAt: string;
    /**
     * A random key of this installation's demo data. The demo's applications take their ids from it, and so do their
     * workflows (`hiring-<applicationId>`): two installations sharing one Temporal server never share a workflow.
     */
    instanceId?: string;
  };
};

const PLATFORM_STREAM = 'platform-tawzeef';

/** This installation's demo key, once the platform seeder ran ('' for one initialised before the key existed). */
export async function demoInstance(store: AppEventStore): Promise<string> {
  const { events } = await store.readStream(PLATFORM_STREAM);
  const data = events.find((e) => e.type === 'PlatformInitialized')?.data as PlatformInitialized['data'] | undefined;
  return data?.instanceId ?? '';
}

/** Marks the start of the demo platform's history; later modules add their own seeders next to this one. */
export const platformSeeder: Seeder = {
  name: 'platform',
  async run({ store, handleCommand, context }) {
    const ctx = context('initialize');
    const result = await handleCommand<
      { initialized: boolean },
      { now: Date; instanceId: string },
      PlatformInitialized
    >(
      store,
      PLATFORM_STREAM,
      {
        initialState: () => ({ initialized: false }),
        evolve: () => ({ initialized: true }),
        decide: (command, state) =>
          state.initialized
            ? []
            : {
                type: 'PlatformInitialized',
                data: {
                  platformId: 'tawzeef',
                  languages: ['en', 'ar'],
                  regions: ['JO', 'QA', 'SA', 'AE', 'KW', 'BH', 'OM', 'EG', 'LB'],
                  initializedAt: command.now.toISOString(),
                  instanceId: command.instanceId,
                },
              },
      },
      { now: ctx.now, instanceId: randomUUID() },
      ctx,
    );
    return result.events.length;
  },
};
