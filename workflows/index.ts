export { TASK_QUEUE } from './task-queues.ts';
export { createActivityWorker, createWorker, connectWorker, workflowsPath } from './worker.ts';
export { connectClient, startReadModelRebuild } from './client.ts';
export { readModelActivities, type ReadModelActivities } from './read-models/activities.ts';
export type { RebuildReadModelsInput, RebuildReadModelsResult } from './read-models/messages.ts';
export { hiringActivities, type HiringActivities } from './hiring/activities.ts';
export { applicationActivities } from './hiring/application-activities.ts';
export {
  interviewActivities,
  type InterviewActivities,
  type InterviewRoomsPort,
} from './hiring/interview-activities.ts';
export { hiringSignals } from './hiring/signals.ts';
export {
  finalApplicationStatuses,
  hiringState,
  hiringWorkflowId,
  interviewEnded,
  interviewStarted,
  recruiterStatusChanged,
  type CvAnalysisOutcome,
  type HiringInput,
  type HiringResult,
  type HiringStateView,
  type Invitation,
  type InvitationInput,
  type InterviewStatusName,
  type ScoreOutcome,
} from './hiring/messages.ts';
export { cvActivities, type CvActivities } from './cvs/activities.ts';
export { cvReadingWorkflowId, type CvReadingInput } from './cvs/messages.ts';
export { startCvReading, startHiring } from './hiring/start.ts';
export {
  hiringSearchAttributes,
  hiringSearchAttributeNames,
  initialHiringSearchAttributes,
  type HiringStage,
} from './hiring/search-attributes.ts';
export {
  communicationActivities,
  deliveryActivities,
  type CommunicationActivities,
} from './communications/activities.ts';
export {
  communicationWorkflowId,
  type CommunicationDeliveryInput,
  type CommunicationDeliveryResult,
} from './communications/messages.ts';
export { deliveryStarter, startCommunicationDelivery } from './communications/start.ts';
export { communicationDeliveryWorkflow } from './communications/workflow.ts';
export { workflowStarts, type WorkflowStart } from './starts.ts';
export { withinDeadline } from './deadline.ts';
export { activityWorkflowId } from './activities.ts';
export { humanInterviewActivities, type HumanInterviewActivities } from './human-interviews/activities.ts';
export { humanInterviewActivitiesOf } from './human-interviews/mailing-activities.ts';
export {
  humanInterviewChanged,
  humanInterviewState,
  humanInterviewWorkflowId,
  type HumanInterviewInput,
  type HumanInterviewMailKind,
  type HumanInterviewPlan,
  type HumanInterviewResult,
  type HumanInterviewView,
} from './human-interviews/messages.ts';
export { startHumanInterview } from './human-interviews/start.ts';
export { interviewerActivities, type InterviewerActivities } from './interview-rooms/activities.ts';
export { interviewerTaskQueue, interviewRoomWorkflowId, type InterviewRoomInput } from './interview-rooms/messages.ts';
export { dispatchInterviewer } from './interview-rooms/start.ts';
export { retentionActivities, type RetentionActivities, type RetentionRunPort } from './retention/activities.ts';
export { ensureRetentionSchedule } from './retention/schedule.ts';
export {
  RETENTION_SCHEDULE_ID,
  RETENTION_WORKFLOW_TYPE,
  type RetentionNoticePlan,
  type RetentionRunInput,
  type RetentionRunPlan,
  type RetentionRunResult,
} from './retention/messages.ts';
