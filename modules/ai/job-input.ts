/** What the AI engine is told about a job, from any read model row that carries these columns. */
export type JobForAi = {
  title: string;
  department: string;
  industry: string;
  jobLevel: string;
  location: string;
  description: string;
  responsibilities: string;
  requirements: string;
  skills: string[];
  experience: string;
  education: string | null;
  interviewLanguage: string;
};

export const interviewLanguageOf = (language: string): 'english' | 'arabic' | undefined =>
  language === 'english' || language === 'arabic' ? language : undefined;

export function aiJobOf(job: JobForAi) {
  return {
    title: job.title,
    department: job.department,
    industry: job.industry,
    jobLevel: job.jobLevel,
    location: job.location,
    description: job.description,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    skills: job.skills,
    experience: job.experience,
    education: job.education ?? undefined,
    interviewLanguage: interviewLanguageOf(job.interviewLanguage),
  };
}
