import { inputHash } from '../hash.ts';
import { PdfTextExtractor } from '../pdf/extract.ts';
import type { OcrOptions } from '../pdf/ocr.ts';
import { DEFAULT_LIMITS, readDocument, type ReadLimits } from '../pdf/read-document.ts';
import type { AiEngine } from '../port.ts';
import { AnalyzeCvInput, ExtractTeaserInput } from '../schemas/analysis.ts';
import { CompanyDescriptionInput } from '../schemas/company.ts';
import { ReadCvInput, type CvProfile } from '../schemas/cv.ts';
import { InterviewQuestionsInput, ScoreInterviewInput } from '../schemas/interview.ts';
import { JobAnalysisInput, JobContext, JobPromptsInput, RewriteJobFieldInput } from '../schemas/job.ts';
import type { Provenance } from '../schemas/provenance.ts';
import { companyDescription } from './company.ts';
import type { YearMonth } from './dates.ts';
import { scoreTranscript } from './interview.ts';
import { composeQuestions } from './writing/questions.ts';
import { jobPrompts } from './job-prompts.ts';
import { jobAnalysis, rewriteField } from './job-texts.ts';
import { buildProfile } from './profile.ts';
import { scoreCv } from './scoring.ts';
import { taxonomyVersion } from './skills.ts';

export type LocalAiEngineOptions = {
  /** The clock for "present" in date ranges when an input gives no asOf. */
  now?: () => Date;
  limits?: Partial<ReadLimits>;
  /** Country (ISO 3166 alpha-2) for phone numbers written without a code and with no place named in the CV. */
  defaultCountry?: string;
  /** The OCR tools' search path and data folder; they get no other environment. */
  ocr?: OcrOptions;
};

export const LOCAL_MODEL = `tawzeef-local@1+skills-${taxonomyVersion}`;
/** Bump the version of an operation whenever its output for the same input may change. */
export const LOCAL_PROMPT_VERSIONS = {
  readCv: 'read-cv/1',
  analyzeCv: 'cv-analysis/2',
  extractTeaser: 'teaser/1',
  generateJobAnalysis: 'job-analysis/2',
  rewriteJobField: 'job-rewrite/2',
  generateJobPrompts: 'job-prompts/2',
  generateCompanyDescription: 'company-description/2',
  generateInterviewQuestions: 'interview-questions/2',
  scoreInterview: 'interview-score/3',
} as const;

const provenance = (op: keyof typeof LOCAL_PROMPT_VERSIONS, input: unknown): Provenance => ({
  engine: 'local',
  model: LOCAL_MODEL,
  promptVersion: LOCAL_PROMPT_VERSIONS[op],
  inputHash: inputHash(input),
});

const ym = (iso: string): YearMonth => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) });

export function teaserOf(profile: CvProfile) {
  return {
    firstName: profile.firstName,
    phone: profile.phones[0] ?? '',
    email: profile.emails[0] ?? '',
    currentJobTitle: profile.currentJobTitle,
    totalExperience: profile.totalExperienceYears,
    skills: profile.skills.map((s) => s.name),
  };
}

/** The default engine: deterministic, offline, explainable. */
export function createLocalAiEngine(options: LocalAiEngineOptions = {}): AiEngine {
  const now = options.now ?? (() => new Date());
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const extractor = new PdfTextExtractor();
  return {
    name: 'local',
    async readCv(raw) {
      const input = ReadCvInput.parse(raw);
      const asOf = input.asOf ?? now().toISOString().slice(0, 10);
      const prov = provenance('readCv', { ...input, asOf });
      const doc = await readDocument(input.pdf, limits, extractor, options.ocr);
      if (!doc.ok) return { status: 'failed', error: { code: doc.code, message: doc.message }, provenance: prov };
      const profile = buildProfile(doc.document, ym(asOf), input.defaultCountry ?? options.defaultCountry);
      return { status: 'read', document: doc.document, profile, provenance: prov };
    },
    async analyzeCv(raw) {
      const input = AnalyzeCvInput.parse(raw);
      const content = scoreCv(input.cv.document, input.cv.profile, input.job, input.prompt, input.language);
      return { ...content, provenance: provenance('analyzeCv', input) };
    },
    async extractTeaser(raw) {
      const input = ExtractTeaserInput.parse(raw);
      return { ...teaserOf(input.cv.profile), provenance: provenance('extractTeaser', input) };
    },
    async generateJobAnalysis(raw) {
      const input = JobAnalysisInput.parse(raw);
      return { ...jobAnalysis(input), provenance: provenance('generateJobAnalysis', input) };
    },
    async rewriteJobField(raw) {
      const input = RewriteJobFieldInput.parse(raw);
      return { ...rewriteField(input), provenance: provenance('rewriteJobField', input) };
    },
    async generateJobPrompts(raw) {
      const input = JobPromptsInput.parse(raw);
      return { ...jobPrompts(input), provenance: provenance('generateJobPrompts', input) };
    },
    async generateCompanyDescription(raw) {
      const input = CompanyDescriptionInput.parse(raw);
      return {
        generatedDescription: companyDescription(input),
        language: input.language ?? 'en',
        provenance: provenance('generateCompanyDescription', input),
      };
    },
    async generateInterviewQuestions(raw) {
      const input = InterviewQuestionsInput.parse(raw);
      return { ...composeQuestions(input), provenance: provenance('generateInterviewQuestions', input) };
    },
    async scoreInterview(raw) {
      const input = ScoreInterviewInput.parse(raw);
      return {
        ...scoreTranscript({ ...input, job: JobContext.parse(input.job) }),
        provenance: provenance('scoreInterview', input),
      };
    },
    close: () => extractor.close(),
  };
}
