export type RebuildReadModelsInput = { name: string | null; requestedBy: string | null };
export type RebuildReadModelsResult = { rebuilt: string[]; events: number };
export const rebuildWorkflowId = (name: string | null) => `read-model-rebuild-${name ?? 'all'}`;
