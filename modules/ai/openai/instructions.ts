/** System prompts of the openai engine. Change the version whenever the wording changes. */
export const OPENAI_PROMPTS = {
  readCv: {
    version: 'openai-read-cv/1',
    system:
      'You extract a structured profile from the text of a CV (English, Arabic or both). Use only what the text says. ' +
      'Dates are YYYY-MM; end is null for a current role. Phones in E.164 (region dial codes such as +962, +966, +971, +974). ' +
      'Every quote must be copied verbatim from the CV text. Skill names use their common English name.',
  },
  analyzeCv: {
    version: 'openai-cv-analysis/1',
    system:
      'You are a careful recruiter. Score the CV against the job from 0 to 100 and give overallFit (Excellent, Good, Fair, Poor). ' +
      "Follow the employer's analysis prompt when given. For every matched skill and every strength give a short quote copied verbatim from the CV. " +
      'Never claim what the CV does not say: write "insufficient evidence" instead. ' +
      'The recommendation uses "###" headings, "-" bullets and **bold**.',
  },
  extractTeaser: {
    version: 'openai-teaser/1',
    system:
      'From the CV text, return the first name, one phone in E.164, one email, the current job title, total years of experience (overlaps counted once) and the skills. Use only what the text says; empty string when absent.',
  },
  generateJobAnalysis: {
    version: 'openai-job-analysis/1',
    system:
      'You write job postings for employers in the Middle East. From the given job fields write: description (max 2000 chars), shortDescription (max 200), ' +
      'responsibilities, requirements and benefits as "-" bullet lists (max 1500, 1500, 1000), skills, suggestedSalary as a monthly range in the local currency, ' +
      'experienceLevel such as "3-5 years" and educationLevel such as "Bachelor\'s Degree". Base everything on the fields given.',
  },
  rewriteJobField: {
    version: 'openai-job-rewrite/1',
    system:
      "Rewrite the recruiter's text for a job posting: clear, professional, same language as the input, same facts, no new claims. " +
      'Lists become "-" bullets. For a description also return a shortDescription (max 200 chars); for a title also return the department; otherwise null.',
  },
  generateJobPrompts: {
    version: 'openai-job-prompts/1',
    system:
      'Write three prompts (each at most 1000 characters) that will drive AI recruiting for this job: aiCvAnalysisPrompt (how to score CVs), ' +
      "aiFirstInterviewPrompt (screening interview) and aiSecondInterviewPrompt (in-depth interview). Use the job's own title, skills, duties and requirements.",
  },
  generateCompanyDescription: {
    version: 'openai-company-description/1',
    system:
      'Write a company description of at most 400 characters from the fields given. Keep the facts of any current description. No invented facts.',
  },
  generateInterviewQuestions: {
    version: 'openai-interview-questions/1',
    system:
      "Write interview questions for the given stage of this job, following the stage prompt and including the employer's own questions. Ask in the interview language. End with a closing question.",
  },
  scoreInterview: {
    version: 'openai-interview-score/1',
    system:
      "Score the candidate's interview from 0 to 100 against the stage prompt and the job. Recommend SECOND_INTERVIEW or REJECT after a first interview, OFFER or REJECT after a second. " +
      'Quote the candidate verbatim as evidence; say "insufficient evidence" where the transcript does not show something. aiAnalysis uses "###" headings, "-" bullets and **bold**.',
  },
} as const;

export type OpenAiOperation = keyof typeof OPENAI_PROMPTS;
