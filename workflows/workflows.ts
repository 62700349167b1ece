export { rebuildReadModelsWorkflow } from './read-models/workflow.ts';
export { hiringWorkflow } from './hiring/workflow.ts';
export { cvReadingWorkflow } from './cvs/workflow.ts';
export { communicationDeliveryWorkflow } from './communications/workflow.ts';
export { humanInterviewWorkflow } from './human-interviews/workflow.ts';
export { interviewRoomWorkflow } from './interview-rooms/workflow.ts';
export { privacyRetentionWorkflow } from './retention/workflow.ts';
