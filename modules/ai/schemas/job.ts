import { z } from 'zod';
import { TextLanguage, Variant } from './language.ts';
import { Provenance } from './provenance.ts';

const text = z.string().trim();
const optionalText = z.string().trim().optional();

/** The parts of a job posting that AI operations read. */
export const JobContext = z.object({
  title: text.min(1),
  department: optionalText,
  industry: optionalText,
  jobLevel: optionalText,
  location: optionalText,
  description: optionalText,
  responsibilities: optionalText,
  requirements: optionalText,
  skills: z.array(text).default([]),
  /** Wizard wording such as "3-5 years" or "7+ years". */
  experience: optionalText,
  /** Wizard wording such as "Bachelor's Degree" or "Not Required". */
  education: optionalText,
  interviewLanguage: z.enum(['english', 'arabic']).optional(),
});
export type JobContext = z.input<typeof JobContext>;

export const JobAnalysisInput = z.object({
  jobTitle: text.min(1),
  department: optionalText,
  industry: optionalText,
  employeeType: optionalText,
  jobLevel: optionalText,
  workType: optionalText,
  location: optionalText,
  country: optionalText,
  /** The job's interview language, which its texts follow. */
  interviewLanguage: z.enum(['english', 'arabic']).optional(),
  /** Overrides the interview language. */
  language: TextLanguage.optional(),
  variant: Variant.optional(),
});
export type JobAnalysisInput = z.input<typeof JobAnalysisInput>;

export const JobAnalysisContent = z.object({
  description: z.string().max(2000),
  shortDescription: z.string().max(200),
  responsibilities: z.string().max(1500),
  requirements: z.string().max(1500),
  benefits: z.string().max(1000),
  skills: z.array(z.string()),
  suggestedSalary: z.string(),
  experienceLevel: z.string(),
  educationLevel: z.string(),
  /** The language every text above is written in. */
  language: TextLanguage,
});
export const JobAnalysis = JobAnalysisContent.extend({ provenance: Provenance });
export type JobAnalysis = z.infer<typeof JobAnalysis>;

export const RewritableJobField = z.enum(['title', 'description', 'requirements', 'responsibilities', 'benefits']);
export const RewriteJobFieldInput = z.object({
  field: RewritableJobField,
  text: text.min(1),
  jobTitle: optionalText,
  department: optionalText,
  industry: optionalText,
  jobLevel: optionalText,
  /** The text's language; detected from its script when absent. A rewrite keeps the language of its input. */
  language: TextLanguage.optional(),
  /** Each click of "Rewrite" asks for another variant, so successive rewrites differ. */
  variant: Variant.optional(),
});
export type RewriteJobFieldInput = z.input<typeof RewriteJobFieldInput>;

export const RewriteJobFieldContent = z.object({
  field: RewritableJobField,
  text: z.string().min(1),
  /** Only for field "description". */
  shortDescription: z.string().max(200).nullable(),
  /** Only for field "title". */
  department: z.string().nullable(),
  language: TextLanguage,
});
export const RewriteJobFieldResult = RewriteJobFieldContent.extend({ provenance: Provenance });
export type RewriteJobFieldResult = z.infer<typeof RewriteJobFieldResult>;

export const JobPromptsInput = z.object({
  jobTitle: text.min(1),
  department: optionalText,
  industry: optionalText,
  jobLevel: optionalText,
  description: optionalText,
  responsibilities: optionalText,
  requirements: optionalText,
  skills: z.array(text).default([]),
  interviewQuestions: optionalText,
  interviewLanguage: z.enum(['english', 'arabic']).optional(),
  /** The prompts' own language; the interview language when absent. */
  language: TextLanguage.optional(),
  /** "Regenerate AI Prompts" asks for the next variant. */
  variant: Variant.optional(),
});
export type JobPromptsInput = z.input<typeof JobPromptsInput>;

export const JobPromptsContent = z.object({
  aiCvAnalysisPrompt: z.string().min(1).max(1000),
  aiFirstInterviewPrompt: z.string().min(1).max(1000),
  aiSecondInterviewPrompt: z.string().min(1).max(1000),
  language: TextLanguage,
});
export const JobPrompts = JobPromptsContent.extend({ provenance: Provenance });
export type JobPrompts = z.infer<typeof JobPrompts>;
