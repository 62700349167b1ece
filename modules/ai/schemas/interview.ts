import { z } from 'zod';
import { JobContext } from './job.ts';
import { Provenance } from './provenance.ts';
import { ScorePart, Translations } from './analysis.ts';
import { TextLanguage } from './language.ts';

export const InterviewStage = z.enum(['FIRST', 'SECOND']);
export type InterviewStage = z.infer<typeof InterviewStage>;

export const CandidateContext = z.object({
  name: z.string().optional(),
  currentJobTitle: z.string().optional(),
  totalExperienceYears: z.number().optional(),
  skills: z.array(z.string()).default([]),
  missingSkills: z.array(z.string()).default([]),
});

export const InterviewQuestionsInput = z.object({
  stage: InterviewStage,
  job: JobContext,
  /** The job's aiFirstInterviewPrompt or aiSecondInterviewPrompt. */
  stagePrompt: z.string().max(1000).optional(),
  /** The wizard's "Additional Interview Questions": one per line or separated by semicolons. */
  extraQuestions: z.string().optional(),
  candidate: CandidateContext.optional(),
  count: z.number().int().min(1).max(20).default(8),
});
export type InterviewQuestionsInput = z.input<typeof InterviewQuestionsInput>;

export const InterviewQuestion = z.object({
  text: z.string().min(1),
  kind: z.enum(['opening', 'technical', 'behavioural', 'motivation', 'situational', 'closing', 'custom']),
  skill: z.string().nullable(),
});
export type InterviewQuestion = z.infer<typeof InterviewQuestion>;

export const InterviewQuestionsContent = z.object({
  questions: z.array(InterviewQuestion).min(1),
  /** The interview language, which every question is asked in (the employer's own questions as written). */
  language: TextLanguage.default('en'),
});
export const InterviewQuestions = InterviewQuestionsContent.extend({ provenance: Provenance });
export type InterviewQuestions = z.infer<typeof InterviewQuestions>;

export const TranscriptEntry = z.object({
  speaker: z.enum(['AI_ASSISTANT', 'CANDIDATE', 'SYSTEM']),
  content: z.string(),
});
export type TranscriptEntry = z.infer<typeof TranscriptEntry>;

export const ScoreInterviewInput = z.object({
  stage: InterviewStage,
  job: JobContext,
  stagePrompt: z.string().max(1000).optional(),
  transcript: z.array(TranscriptEntry),
  /** The reader's language (the company's): the assessment's main language; the other comes as a translation. */
  language: TextLanguage.optional(),
});
export type ScoreInterviewInput = z.input<typeof ScoreInterviewInput>;

export const InterviewRecommendation = z.enum(['SECOND_INTERVIEW', 'OFFER', 'REJECT']);

export const InterviewScoreContent = z.object({
  aiScore: z.number().int().min(0).max(100),
  aiRecommendation: InterviewRecommendation,
  /** Markdown-like text: "###" headings, "-" bullets, "**bold**". */
  aiAnalysis: z.string(),
  breakdown: z.array(ScorePart.extend({ part: z.enum(['coverage', 'depth', 'skills', 'communication', 'prompt']) })),
  evidence: z.array(z.object({ about: z.string(), quote: z.string() })),
  /** The language of aiAnalysis and the explanations (English when absent). */
  language: TextLanguage.optional(),
  /** The assessment in every language the engine wrote it in. */
  translations: Translations(z.object({ aiAnalysis: z.string() })).optional(),
});
export const InterviewScore = InterviewScoreContent.extend({ provenance: Provenance });
export type InterviewScore = z.infer<typeof InterviewScore>;
