export type { AiEngine } from './port.ts';
export { createAiEngine, type AiEngineConfig } from './create-engine.ts';
export { createLocalAiEngine, LOCAL_MODEL, LOCAL_PROMPT_VERSIONS, type LocalAiEngineOptions } from './local/engine.ts';
export { createOpenAiEngine, DEFAULT_OPENAI_MODEL, type OpenAiEngineOptions } from './openai/engine.ts';
export { OPENAI_PROMPTS } from './openai/instructions.ts';
export { DEFAULT_LIMITS, type ReadLimits } from './pdf/read-document.ts';
export type { OcrOptions } from './pdf/ocr.ts';
export { inputHash } from './hash.ts';
export { EngineName, Provenance } from './schemas/provenance.ts';
export {
  CvDocument,
  CvLanguage,
  CvProfile,
  CvReadErrorCode,
  EducationEntry,
  EducationLevel,
  ReadCvInput,
  ReadCvResult,
  SectionKind,
  SkillMention,
  WorkExperience,
} from './schemas/cv.ts';
export {
  AnalyzeCvInput,
  CvAnalysis,
  Evidence,
  ExtractTeaserInput,
  OverallFit,
  ReadCv,
  ScorePart,
  Teaser,
} from './schemas/analysis.ts';
export {
  JobAnalysis,
  JobAnalysisInput,
  JobContext,
  JobPrompts,
  JobPromptsInput,
  RewritableJobField,
  RewriteJobFieldInput,
  RewriteJobFieldResult,
} from './schemas/job.ts';
export { CompanyDescription, CompanyDescriptionInput } from './schemas/company.ts';
export {
  InterviewQuestion,
  InterviewQuestions,
  InterviewQuestionsInput,
  InterviewRecommendation,
  InterviewScore,
  InterviewStage,
  ScoreInterviewInput,
  TranscriptEntry,
} from './schemas/interview.ts';
export { cvSummaryAndLocation } from './local/extras.ts';
export { aiJobOf, interviewLanguageOf, type JobForAi } from './job-input.ts';
export { applicationCvReading, type JobForCvAnalysis } from './application-cv.ts';
export { canonicalSkill, skillsTaxonomy } from './local/skills.ts';
export { languageOf, TextLanguage } from './schemas/language.ts';
export { CvAnalysisTexts } from './schemas/analysis.ts';
export { arCount } from './local/writing/arabic.ts';
