import { NO_PERSONAL_DATA, classifyPersonalData } from '@tawzeef/shared';
import type { JobEvent } from './job/job.ts';
import type { SavedJobsEvent } from './saved/saved-jobs.ts';

/**
 * A job holds the company's offer and the id of who drafted it; no contact person is named in its fields. A saved
 * job is a pair of ids (the candidate's and the job's), kept in the candidate's own stream.
 */
export const jobsPersonalData = classifyPersonalData<(JobEvent | SavedJobsEvent)['type']>()({
  JobDrafted: NO_PERSONAL_DATA,
  JobPublished: NO_PERSONAL_DATA,
  JobUpdated: NO_PERSONAL_DATA,
  JobPaused: NO_PERSONAL_DATA,
  JobActivated: NO_PERSONAL_DATA,
  JobReopened: NO_PERSONAL_DATA,
  JobClosed: NO_PERSONAL_DATA,
  JobExpired: NO_PERSONAL_DATA,
  JobDeleted: NO_PERSONAL_DATA,
  JobSaved: NO_PERSONAL_DATA,
  JobUnsaved: NO_PERSONAL_DATA,
});
