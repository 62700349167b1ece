// The shape of a demo job text, shared by the seed and the benchmarks.
export type JobTemplate = {
  title: string;
  department: string;
  industry: string;
  jobLevel: 'ENTRY' | 'MID' | 'SENIOR' | 'EXECUTIVE';
  type: 'FULL_TIME' | 'PART_TIME' | 'CONTRACT' | 'REMOTE' | 'INTERNSHIP';
  workType: 'ONSITE' | 'REMOTE' | 'HYBRID';
  experience: string;
  education: string;
  skills: string[];
  /** Monthly, in the company's currency unit of SAR-like scale. */
  salary: [number, number];
  shortDescription: string;
  description: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
  interviewLanguage: 'english' | 'arabic';
};

export const en = (t: Omit<JobTemplate, 'interviewLanguage'>): JobTemplate => ({ ...t, interviewLanguage: 'english' });
export const ar = (t: Omit<JobTemplate, 'interviewLanguage'>): JobTemplate => ({ ...t, interviewLanguage: 'arabic' });
