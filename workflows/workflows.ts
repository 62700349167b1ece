export { rebuildReadModelsWorkflow } from './read-models/workflow.ts';
