import type { AnalyzeCvInput, CvAnalysis, ExtractTeaserInput, Teaser } from './schemas/analysis.ts';
import type { CompanyDescription, CompanyDescriptionInput } from './schemas/company.ts';
import type { ReadCvInput, ReadCvResult } from './schemas/cv.ts';
import type {
  InterviewQuestions,
  InterviewQuestionsInput,
  InterviewScore,
  ScoreInterviewInput,
} from './schemas/interview.ts';
import type {
  JobAnalysis,
  JobAnalysisInput,
  JobPrompts,
  JobPromptsInput,
  RewriteJobFieldInput,
  RewriteJobFieldResult,
} from './schemas/job.ts';
import type { EngineName } from './schemas/provenance.ts';

/**
 * Every AI operation of the platform. Inputs are parsed with the zod schemas of the same name;
 * every result carries its provenance. readCv never throws on a bad file: it answers status "failed".
 */
export type AiEngine = {
  readonly name: EngineName;
  readCv(input: ReadCvInput): Promise<ReadCvResult>;
  analyzeCv(input: AnalyzeCvInput): Promise<CvAnalysis>;
  extractTeaser(input: ExtractTeaserInput): Promise<Teaser>;
  generateJobAnalysis(input: JobAnalysisInput): Promise<JobAnalysis>;
  rewriteJobField(input: RewriteJobFieldInput): Promise<RewriteJobFieldResult>;
  generateJobPrompts(input: JobPromptsInput): Promise<JobPrompts>;
  generateCompanyDescription(input: CompanyDescriptionInput): Promise<CompanyDescription>;
  generateInterviewQuestions(input: InterviewQuestionsInput): Promise<InterviewQuestions>;
  scoreInterview(input: ScoreInterviewInput): Promise<InterviewScore>;
  /** Stops background workers (the PDF parser thread). */
  close(): Promise<void>;
};
