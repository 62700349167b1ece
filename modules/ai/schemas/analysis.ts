import { z } from 'zod';
import { CvDocument, CvProfile, EducationLevel } from './cv.ts';
import { JobContext } from './job.ts';
import { TextLanguage } from './language.ts';
import { Provenance } from './provenance.ts';

export const ReadCv = z.object({ document: CvDocument, profile: CvProfile });

export const AnalyzeCvInput = z.object({
  cv: ReadCv,
  job: JobContext,
  /** The job's aiCvAnalysisPrompt. */
  prompt: z.string().max(1000).optional(),
  asOf: z.string().optional(),
  /** The reader's language (the company's): the texts' main language; the other comes as a translation. */
  language: TextLanguage.optional(),
});
export type AnalyzeCvInput = z.input<typeof AnalyzeCvInput>;

export const OverallFit = z.enum(['Excellent', 'Good', 'Fair', 'Poor']);
export type OverallFit = z.infer<typeof OverallFit>;

export const Evidence = z.object({
  kind: z.enum(['skill', 'strength']),
  about: z.string(),
  /** A short verbatim quote from the CV, or "insufficient evidence". */
  quote: z.string(),
});
export type Evidence = z.infer<typeof Evidence>;

export const ScorePart = z.object({
  part: z.enum(['skills', 'experience', 'education', 'title', 'prompt']),
  weight: z.number().min(0).max(1),
  score: z.number().min(0).max(100),
  explanation: z.string(),
});
export type ScorePart = z.infer<typeof ScorePart>;

/** The reader-facing texts of a CV analysis in one language (skill names as that language writes them). */
export const CvAnalysisTexts = z.object({
  summary: z.string(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  recommendation: z.string(),
  experienceDetails: z.string(),
  educationDetails: z.string(),
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
});
export type CvAnalysisTexts = z.infer<typeof CvAnalysisTexts>;

/** Texts by language, so that a reader switching language gets them without a new AI call. */
export const Translations = <T extends z.ZodType>(texts: T) => z.object({ en: texts.optional(), ar: texts.optional() });

export const CvAnalysisContent = z.object({
  cvAnalysisScore: z.number().int().min(0).max(100),
  overallFit: OverallFit,
  summary: z.string(),
  skillsMatch: z.object({
    matched: z.array(z.string()),
    missing: z.array(z.string()),
    percentage: z.number().min(0).max(100),
  }),
  experienceMatch: z.object({ years: z.number().min(0), requiredYears: z.number().nullable(), details: z.string() }),
  educationMatch: z.object({ details: z.string(), level: EducationLevel, requiredLevel: EducationLevel.nullable() }),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  evidence: z.array(Evidence),
  scoreBreakdown: z.array(ScorePart),
  /** Markdown-like text: "###" headings, "-" bullets, "**bold**". */
  recommendation: z.string(),
  /** The language of the texts above. */
  language: TextLanguage.default('en'),
  /** The texts in every language the engine wrote them in (the main language included). */
  translations: Translations(CvAnalysisTexts).optional(),
});
export const CvAnalysis = CvAnalysisContent.extend({ provenance: Provenance });
export type CvAnalysis = z.infer<typeof CvAnalysis>;

export const ExtractTeaserInput = z.object({ cv: ReadCv });
export type ExtractTeaserInput = z.input<typeof ExtractTeaserInput>;

export const TeaserContent = z.object({
  firstName: z.string(),
  phone: z.string(),
  email: z.string(),
  currentJobTitle: z.string(),
  totalExperience: z.number().min(0),
  skills: z.array(z.string()),
});
export const Teaser = TeaserContent.extend({ provenance: Provenance });
export type Teaser = z.infer<typeof Teaser>;
