// What the model is asked to return. Structured outputs in strict mode want every field present
// (nullable instead of optional) and few keywords, so these stay plain; results are then checked
// against the port's own schemas, and a result that fails that check falls back to the local engine.
import { z } from 'zod';

export const LlmProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emails: z.array(z.string()),
  phonesE164: z.array(z.string()),
  currentJobTitle: z.string(),
  currentCompany: z.string(),
  experiences: z.array(
    z.object({
      title: z.string(),
      company: z.string(),
      start: z.string(),
      end: z.string().nullable(),
      quote: z.string(),
    }),
  ),
  educationLevel: z.enum(['NONE', 'HIGH_SCHOOL', 'DIPLOMA', 'CERTIFICATION', 'BACHELOR', 'MASTER', 'PHD']),
  education: z.array(
    z.object({
      level: z.enum(['NONE', 'HIGH_SCHOOL', 'DIPLOMA', 'CERTIFICATION', 'BACHELOR', 'MASTER', 'PHD']),
      degree: z.string(),
      institution: z.string(),
      endYear: z.number().nullable(),
      quote: z.string(),
    }),
  ),
  skills: z.array(z.object({ name: z.string(), quote: z.string() })),
});

export const LlmAnalysis = z.object({
  cvAnalysisScore: z.number(),
  overallFit: z.enum(['Excellent', 'Good', 'Fair', 'Poor']),
  summary: z.string(),
  matchedSkills: z.array(z.object({ skill: z.string(), quote: z.string() })),
  missingSkills: z.array(z.string()),
  experienceYears: z.number(),
  educationDetails: z.string(),
  strengths: z.array(z.object({ claim: z.string(), quote: z.string() })),
  weaknesses: z.array(z.string()),
  recommendation: z.string(),
  /** The same texts in the other language (strength claims in the same order). */
  translation: z.object({
    summary: z.string(),
    strengths: z.array(z.string()),
    weaknesses: z.array(z.string()),
    recommendation: z.string(),
    educationDetails: z.string(),
  }),
});

export const LlmTeaser = z.object({
  firstName: z.string(),
  phoneE164: z.string(),
  email: z.string(),
  currentJobTitle: z.string(),
  totalExperience: z.number(),
  skills: z.array(z.string()),
});

export const LlmJobAnalysis = z.object({
  description: z.string(),
  shortDescription: z.string(),
  responsibilities: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  skills: z.array(z.string()),
  suggestedSalary: z.string(),
  experienceLevel: z.string(),
  educationLevel: z.string(),
});

export const LlmRewrite = z.object({
  text: z.string(),
  shortDescription: z.string().nullable(),
  department: z.string().nullable(),
});

export const LlmPrompts = z.object({
  aiCvAnalysisPrompt: z.string(),
  aiFirstInterviewPrompt: z.string(),
  aiSecondInterviewPrompt: z.string(),
});

export const LlmCompany = z.object({ generatedDescription: z.string() });

export const LlmQuestions = z.object({
  questions: z.array(
    z.object({
      text: z.string(),
      kind: z.enum(['opening', 'technical', 'behavioural', 'motivation', 'situational', 'closing', 'custom']),
      skill: z.string().nullable(),
    }),
  ),
});

export const LlmInterviewScore = z.object({
  aiScore: z.number(),
  aiRecommendation: z.enum(['SECOND_INTERVIEW', 'OFFER', 'REJECT']),
  aiAnalysis: z.string(),
  breakdown: z.array(
    z.object({
      part: z.enum(['coverage', 'depth', 'skills', 'communication', 'prompt']),
      weight: z.number(),
      score: z.number(),
      explanation: z.string(),
    }),
  ),
  evidence: z.array(z.object({ about: z.string(), quote: z.string() })),
  /** aiAnalysis in the other language. */
  translation: z.object({ aiAnalysis: z.string() }),
});
