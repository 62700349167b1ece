import type { AppEventStore, CommandContext, handleCommand } from '@tawzeef/shared';

export type SeedDeps = {
  store: AppEventStore;
  handleCommand: typeof handleCommand;
  context: (commandId: string) => CommandContext;
};
export type Seeder = { name: string; run: (deps: SeedDeps) => Promise<number> };

type PlatformInitialized = {
  type: 'PlatformInitialized';
  data: { platformId: string; languages: string[]; regions: string[]; initializedAt: string };
};

/** Marks the start of the demo platform's history; later modules add their own seeders next to this one. */
export const platformSeeder: Seeder = {
  name: 'platform',
  async run({ store, handleCommand, context }) {
    const ctx = context('initialize');
    const result = await handleCommand<{ initialized: boolean }, { now: Date }, PlatformInitialized>(
      store,
      'platform-tawzeef',
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
                },
              },
      },
      { now: ctx.now },
      ctx,
    );
    return result.events.length;
  },
};
