import type { JobPrompts, JobPromptsInput } from '../schemas/job.ts';
import { requiredSkills, requiredYears } from './requirements.ts';

const MAX = 1000;
const firstItems = (text: string | undefined, n: number) =>
  (text ?? '')
    .split(/\n|;|(?<=\.)\s+/u)
    .map((s) => s.replace(/^(?:[\s\-*•·]+|\d+[.)]\s+)+/u, '').trim())
    .filter(Boolean)
    .slice(0, n);

/** Joins parts in order and drops trailing optional parts until the text fits the 1000-character cap. */
function fit(parts: string[], optional: number): string {
  const list = [...parts];
  let text = list.join('\n');
  while (text.length > MAX && optional-- > 0) {
    list.splice(list.length - 2, 1);
    text = list.join('\n');
  }
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

/** The three prompts of the job wizard, each written from this job's title, skills, duties and requirements. */
export function jobPrompts(input: JobPromptsInput): Omit<JobPrompts, 'provenance'> {
  const job = {
    title: input.jobTitle,
    description: input.description,
    requirements: input.requirements,
    responsibilities: input.responsibilities,
    skills: input.skills ?? [],
    jobLevel: input.jobLevel,
  };
  const skills = requiredSkills(job);
  const years = requiredYears(job);
  const level = input.jobLevel ? `${input.jobLevel.toLowerCase()}-level ` : '';
  const role = `${level}${input.jobTitle}${input.department ? ` (${input.department}` + (input.industry ? `, ${input.industry})` : ')') : input.industry ? ` (${input.industry})` : ''}`;
  const reqs = firstItems(input.requirements, 4);
  const duties = firstItems(input.responsibilities, 4);
  const questions = firstItems(input.interviewQuestions?.replace(/;/gu, '\n'), 5);
  const language =
    input.interviewLanguage === 'arabic' ? 'Conduct the interview in Arabic.' : 'Conduct the interview in English.';

  const cv = fit(
    [
      `Evaluate the CV for the ${role} role.`,
      skills.length
        ? `Required skills: ${skills.join(', ')}.`
        : 'The job lists no skills: infer them from the requirements.',
      years !== null
        ? `Minimum experience: ${years} years; count overlapping roles once.`
        : 'Weigh relevant experience over total years.',
      ...(reqs.length ? [`Key requirements: ${reqs.join('; ')}.`] : []),
      'Score 0-100 and give the overall fit (Excellent, Good, Fair, Poor), matched and missing skills, strengths and weaknesses.',
      'Quote the CV for every matched skill and strength; write "insufficient evidence" when the CV does not show it.',
    ],
    1,
  );
  const first = fit(
    [
      `You are screening candidates for the ${role} role. ${language}`,
      "Start with a short introduction, then ask about motivation for this role and the candidate's most relevant experience.",
      ...(skills.length ? [`Check practical experience with: ${skills.slice(0, 5).join(', ')}.`] : []),
      ...(questions.length ? [`Also ask: ${questions.join(' | ')}`] : []),
      'Ask one question at a time, follow up on vague answers, and confirm availability and salary expectations at the end.',
    ],
    1,
  );
  const second = fit(
    [
      `You are running the second, in-depth interview for the ${role} role. ${language}`,
      ...(duties.length ? [`Build scenario questions from the day-to-day duties: ${duties.join('; ')}.`] : []),
      ...(skills.length
        ? [`Go deep on ${skills.slice(0, 4).join(', ')}: ask for concrete examples, decisions and results.`]
        : []),
      'Probe any gaps found in the CV analysis and the first interview, and assess teamwork and communication.',
      "Close by inviting the candidate's questions.",
    ],
    1,
  );
  return { aiCvAnalysisPrompt: cv, aiFirstInterviewPrompt: first, aiSecondInterviewPrompt: second };
}
