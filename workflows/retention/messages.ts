/** The retention run (issue #22): the shapes its workflow and activities share (structural: no module code here). */
export type RetentionNoticePlan = { companyId: string; applications: { applicationId: string; eraseOn: string }[] };
export type RetentionRunPlan = { now: string; notices: RetentionNoticePlan[]; erase: string[] };

/** `now`: the run's time (default the workflow's); tests and operators may run it as of another time. */
export type RetentionRunInput = { now?: string };
export type RetentionRunResult = {
  now: string;
  announced: number;
  companiesTold: number;
  erased: number;
  held: number;
};

/** The Temporal Schedule that starts the run every day; visible in the Web UI under this id. */
export const RETENTION_SCHEDULE_ID = 'privacy-retention';
export const RETENTION_WORKFLOW_TYPE = 'privacyRetentionWorkflow';
/** A few hundred ids per erasure call: each is one activity with its own retries. */
export const RETENTION_ERASE_CHUNK = 100;
