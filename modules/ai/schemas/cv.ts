import { z } from 'zod';
import { Provenance } from './provenance.ts';

export const EducationLevel = z.enum(['NONE', 'HIGH_SCHOOL', 'DIPLOMA', 'CERTIFICATION', 'BACHELOR', 'MASTER', 'PHD']);
export type EducationLevel = z.infer<typeof EducationLevel>;

export const CvLanguage = z.enum(['en', 'ar', 'mixed']);
export const SectionKind = z.enum([
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'contact',
  'other',
]);
export type SectionKind = z.infer<typeof SectionKind>;

const YearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/u);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/u);

export const CvDocument = z.object({
  text: z.string(),
  pages: z.number().int().nonnegative(),
  method: z.enum(['text', 'ocr']),
  language: CvLanguage,
  /**
   * Lines of the first page set in type clearly larger than its body text (where a CV prints its name),
   * one group per size, largest first. Absent when the page was read by OCR.
   */
  headlines: z.array(z.array(z.string())).optional(),
});
export type CvDocument = z.infer<typeof CvDocument>;

export const SkillMention = z.object({
  name: z.string().min(1),
  /** Verbatim text from the CV that mentions the skill. */
  quote: z.string().min(1),
});
export type SkillMention = z.infer<typeof SkillMention>;

export const WorkExperience = z.object({
  title: z.string(),
  company: z.string(),
  start: YearMonth,
  /** null means the role is current ("present"). */
  end: YearMonth.nullable(),
  quote: z.string(),
});
export type WorkExperience = z.infer<typeof WorkExperience>;

export const EducationEntry = z.object({
  level: EducationLevel,
  degree: z.string(),
  institution: z.string(),
  endYear: z.number().int().nullable(),
  quote: z.string(),
});
export type EducationEntry = z.infer<typeof EducationEntry>;

export const CvProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  emails: z.array(z.string()),
  /** E.164, e.g. +962791234567. */
  phones: z.array(z.string().regex(/^\+[1-9]\d{6,14}$/u)),
  currentJobTitle: z.string(),
  currentCompany: z.string(),
  totalExperienceYears: z.number().nonnegative(),
  experiences: z.array(WorkExperience),
  educationLevel: EducationLevel,
  education: z.array(EducationEntry),
  skills: z.array(SkillMention),
  sections: z.array(z.object({ kind: SectionKind, heading: z.string() })),
  language: CvLanguage,
});
export type CvProfile = z.infer<typeof CvProfile>;

export const ReadCvInput = z.object({
  pdf: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'expected the PDF as bytes (Uint8Array)'),
  /** "present" in a date range counts up to this day; defaults to the engine's clock. */
  asOf: IsoDate.optional(),
  /** Region used to complete phone numbers written without a country code. */
  defaultCountry: z.string().length(2).optional(),
});
export type ReadCvInput = z.infer<typeof ReadCvInput>;

export const CvReadErrorCode = z.enum([
  'CV.NOT_PDF',
  'CV.TOO_LARGE',
  'CV.TOO_MANY_PAGES',
  'CV.ENCRYPTED',
  'CV.MALFORMED',
  'CV.TOO_COMPLEX',
  'CV.TIMEOUT',
  'CV.NO_TEXT',
  'CV.OCR_UNAVAILABLE',
]);
export type CvReadErrorCode = z.infer<typeof CvReadErrorCode>;

export const ReadCvResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('read'), document: CvDocument, profile: CvProfile, provenance: Provenance }),
  z.object({
    status: z.literal('failed'),
    /** The UI shows such a CV as "Manual Review". */
    error: z.object({ code: CvReadErrorCode, message: z.string() }),
    provenance: Provenance,
  }),
]);
export type ReadCvResult = z.infer<typeof ReadCvResult>;
