import type { JobAnalysis, JobAnalysisInput, RewriteJobFieldInput, RewriteJobFieldResult } from '../schemas/job.ts';
import { JobAnalysisInput as AnalysisSchema, RewriteJobFieldInput as RewriteSchema } from '../schemas/job.ts';
import { languageOf } from '../schemas/language.ts';
import { writeJobAnalysis } from './writing/job-analysis.ts';
import { rewriteJobText } from './writing/rewrite.ts';

/** The job wizard's first AI step, in the job's interview language (or the language asked). */
export function jobAnalysis(raw: JobAnalysisInput): Omit<JobAnalysis, 'provenance'> {
  const input = AnalysisSchema.parse(raw);
  return writeJobAnalysis(input, input.language ?? languageOf(input.interviewLanguage), input.variant ?? 0);
}

/** "Rewrite with AI": the recruiter's own facts in another wording, in the text's language. Adds no claims. */
export function rewriteField(raw: RewriteJobFieldInput): Omit<RewriteJobFieldResult, 'provenance'> {
  const input = RewriteSchema.parse(raw);
  return rewriteJobText(input, input.variant ?? 0);
}
