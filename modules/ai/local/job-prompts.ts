import type { JobPrompts, JobPromptsInput } from '../schemas/job.ts';
import { writeJobPrompts } from './writing/prompts.ts';

/** The three prompts of the job wizard, in the job's interview language; each `variant` words them anew. */
export function jobPrompts(input: JobPromptsInput): Omit<JobPrompts, 'provenance'> {
  return writeJobPrompts(input);
}
