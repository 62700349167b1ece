import type { RebuildReadModelsResult } from './messages.ts';

export type ReadModelActivities = {
  rebuildReadModels(name: string | null): Promise<RebuildReadModelsResult>;
};

/** Thin adapter: the rebuild itself lives in read-models/. */
export const readModelActivities = (
  rebuild: (name: string | null) => Promise<RebuildReadModelsResult>,
): ReadModelActivities => ({
  rebuildReadModels: (name) => rebuild(name),
});
