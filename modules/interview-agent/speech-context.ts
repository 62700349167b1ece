import type { InterviewBrief, SpeechContext } from './port.ts';

/**
 * What the recogniser should expect in this interview's answers: the job's own text and skills, the terms of the
 * candidate's CV (skills, job titles, employers, schools), the company and the questions.
 */
export function speechContextOf(brief: InterviewBrief, questions: readonly string[]): SpeechContext {
  const { job, candidate, stagePrompt } = brief.questions;
  const texts = [
    job.title,
    job.description,
    job.responsibilities,
    job.requirements,
    job.industry,
    job.department,
    stagePrompt,
    candidate?.currentJobTitle,
    ...questions,
  ];
  const terms = [
    ...(job.skills ?? []),
    ...(candidate?.skills ?? []),
    ...(candidate?.missingSkills ?? []),
    ...(brief.cvTerms ?? []),
    brief.jobTitle,
    brief.companyName,
  ];
  const clean = (values: (string | null | undefined)[]) =>
    [...new Set(values.map((v) => v?.trim().slice(0, 4000)).filter((v): v is string => !!v))].slice(0, 200);
  return { texts: clean(texts), terms: clean(terms) };
}
