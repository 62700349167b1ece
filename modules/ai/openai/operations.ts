import { mergedYears } from '../local/dates.ts';
import { requiredSkills, requiredYears } from '../local/requirements.ts';
import { canonicalSkill } from '../local/skills.ts';
import type { AiEngine } from '../port.ts';
import { AnalyzeCvInput, CvAnalysisContent, ExtractTeaserInput, TeaserContent } from '../schemas/analysis.ts';
import { CompanyDescriptionContent, CompanyDescriptionInput } from '../schemas/company.ts';
import { CvProfile, ReadCvInput } from '../schemas/cv.ts';
import {
  InterviewQuestionsContent,
  InterviewQuestionsInput,
  InterviewScoreContent,
  ScoreInterviewInput,
} from '../schemas/interview.ts';
import {
  JobAnalysisContent,
  JobAnalysisInput,
  JobContext,
  JobPromptsContent,
  JobPromptsInput,
  RewriteJobFieldContent,
  RewriteJobFieldInput,
} from '../schemas/job.ts';
import type { Ask, WithFallback } from './engine.ts';
import {
  LlmAnalysis,
  LlmCompany,
  LlmInterviewScore,
  LlmJobAnalysis,
  LlmPrompts,
  LlmProfile,
  LlmQuestions,
  LlmRewrite,
  LlmTeaser,
} from './llm-schemas.ts';
import { INSUFFICIENT, isVerbatim, validPhone, verifiedQuote, YEAR_MONTH } from './verify.ts';

const MAX_CV_CHARS = 24_000;
const ym = (s: string) => ({ year: Number(s.slice(0, 4)), month: Number(s.slice(5, 7)) });

export function openAiOperations(
  ask: Ask,
  withFallback: WithFallback,
  local: AiEngine,
): Omit<AiEngine, 'name' | 'close'> {
  return {
    async readCv(raw) {
      const input = ReadCvInput.parse(raw);
      const base = await local.readCv(input);
      if (base.status === 'failed') return base;
      const text = base.document.text;
      const asOf = input.asOf ?? new Date().toISOString().slice(0, 10);
      return withFallback(
        'readCv',
        { ...input, asOf },
        async (provenance) => {
          const p = await ask('readCv', LlmProfile, { asOf, cvText: text.slice(0, MAX_CV_CHARS) });
          const experiences = p.experiences.filter(
            (e) => YEAR_MONTH.test(e.start) && (e.end === null || YEAR_MONTH.test(e.end)) && isVerbatim(e.quote, text),
          );
          const phones = p.phonesE164.map((x) => x.replace(/[\s-]/gu, '')).filter(validPhone);
          const profile = CvProfile.parse({
            ...base.profile,
            firstName: p.firstName,
            lastName: p.lastName,
            fullName: [p.firstName, p.lastName].filter(Boolean).join(' '),
            emails: p.emails.filter((e) => isVerbatim(e, text)),
            phones: phones.length ? phones : base.profile.phones,
            currentJobTitle: p.currentJobTitle,
            currentCompany: p.currentCompany,
            experiences,
            totalExperienceYears: mergedYears(
              experiences.map((e) => ({ start: ym(e.start), end: e.end ? ym(e.end) : null })),
              ym(asOf),
            ),
            educationLevel: p.educationLevel,
            education: p.education.filter((e) => isVerbatim(e.quote, text)),
            skills: p.skills
              .filter((s) => isVerbatim(s.quote, text))
              .map((s) => ({ name: canonicalSkill(s.name), quote: s.quote.trim() })),
          });
          return { ...base, profile, provenance };
        },
        async () => base,
      );
    },
    async analyzeCv(raw) {
      const input = AnalyzeCvInput.parse(raw);
      const text = input.cv.document.text;
      return withFallback(
        'analyzeCv',
        input,
        async (provenance) => {
          const a = await ask('analyzeCv', LlmAnalysis, {
            job: input.job,
            analysisPrompt: input.prompt ?? null,
            cvText: text.slice(0, MAX_CV_CHARS),
          });
          const proven = a.matchedSkills.filter((m) => isVerbatim(m.quote, text));
          const unproven = a.matchedSkills.filter((m) => !isVerbatim(m.quote, text)).map((m) => m.skill);
          const matched = proven.map((m) => m.skill);
          const missing = [...new Set([...a.missingSkills, ...unproven])];
          const strengths = a.strengths.filter((s) => isVerbatim(s.quote, text));
          const score = Math.round(Math.max(0, Math.min(100, a.cvAnalysisScore)));
          const content = CvAnalysisContent.parse({
            cvAnalysisScore: score,
            overallFit: a.overallFit,
            summary: a.summary,
            skillsMatch: {
              matched,
              missing,
              percentage:
                matched.length + missing.length
                  ? Math.round((100 * matched.length) / (matched.length + missing.length))
                  : 0,
            },
            experienceMatch: {
              years: Math.max(0, a.experienceYears),
              requiredYears: requiredYears(input.job, input.prompt),
              details: `${a.experienceYears} years of experience`,
            },
            educationMatch: {
              details: a.educationDetails || `Education: ${INSUFFICIENT}`,
              level: input.cv.profile.educationLevel,
              requiredLevel: null,
            },
            strengths: strengths.map((s) => s.claim),
            weaknesses: [...a.weaknesses, ...unproven.map((s) => `${s}: ${INSUFFICIENT} in the CV`)],
            evidence: [
              ...proven.map((m) => ({ kind: 'skill' as const, about: m.skill, quote: verifiedQuote(m.quote, text) })),
              ...strengths.map((s) => ({
                kind: 'strength' as const,
                about: s.claim,
                quote: verifiedQuote(s.quote, text),
              })),
            ],
            scoreBreakdown: [
              {
                part: 'prompt',
                weight: 1,
                score,
                explanation: `model's overall judgement against the job${input.prompt ? ' and its analysis prompt' : ''}`,
              },
            ],
            recommendation: a.recommendation,
          });
          return { ...content, provenance };
        },
        () => local.analyzeCv(input),
      );
    },
    async extractTeaser(raw) {
      const input = ExtractTeaserInput.parse(raw);
      const text = input.cv.document.text;
      return withFallback(
        'extractTeaser',
        input,
        async (provenance) => {
          const t = await ask('extractTeaser', LlmTeaser, { cvText: text.slice(0, MAX_CV_CHARS) });
          const phone = t.phoneE164.replace(/[\s-]/gu, '');
          const content = TeaserContent.parse({
            ...t,
            phone: validPhone(phone) ? phone : '',
            email: isVerbatim(t.email, text) ? t.email : '',
            skills: t.skills.map(canonicalSkill),
          });
          return { ...content, provenance };
        },
        () => local.extractTeaser(input),
      );
    },
    async generateJobAnalysis(raw) {
      const input = JobAnalysisInput.parse(raw);
      return withFallback(
        'generateJobAnalysis',
        input,
        async (provenance) => ({
          ...JobAnalysisContent.parse(await ask('generateJobAnalysis', LlmJobAnalysis, input)),
          provenance,
        }),
        () => local.generateJobAnalysis(input),
      );
    },
    async rewriteJobField(raw) {
      const input = RewriteJobFieldInput.parse(raw);
      return withFallback(
        'rewriteJobField',
        input,
        async (provenance) => {
          const r = await ask('rewriteJobField', LlmRewrite, input);
          const content = RewriteJobFieldContent.parse({
            field: input.field,
            text: r.text,
            shortDescription: input.field === 'description' ? r.shortDescription : null,
            department: input.field === 'title' ? r.department : null,
          });
          return { ...content, provenance };
        },
        () => local.rewriteJobField(input),
      );
    },
    async generateJobPrompts(raw) {
      const input = JobPromptsInput.parse(raw);
      return withFallback(
        'generateJobPrompts',
        input,
        async (provenance) => ({
          ...JobPromptsContent.parse(await ask('generateJobPrompts', LlmPrompts, input)),
          provenance,
        }),
        () => local.generateJobPrompts(input),
      );
    },
    async generateCompanyDescription(raw) {
      const input = CompanyDescriptionInput.parse(raw);
      return withFallback(
        'generateCompanyDescription',
        input,
        async (provenance) => ({
          ...CompanyDescriptionContent.parse(await ask('generateCompanyDescription', LlmCompany, input)),
          provenance,
        }),
        () => local.generateCompanyDescription(input),
      );
    },
    async generateInterviewQuestions(raw) {
      const input = InterviewQuestionsInput.parse(raw);
      return withFallback(
        'generateInterviewQuestions',
        input,
        async (provenance) => ({
          ...InterviewQuestionsContent.parse(await ask('generateInterviewQuestions', LlmQuestions, input)),
          provenance,
        }),
        () => local.generateInterviewQuestions(input),
      );
    },
    async scoreInterview(raw) {
      const input = ScoreInterviewInput.parse(raw);
      const said = input.transcript
        .filter((t) => t.speaker === 'CANDIDATE')
        .map((t) => t.content)
        .join('\n');
      return withFallback(
        'scoreInterview',
        input,
        async (provenance) => {
          const s = await ask('scoreInterview', LlmInterviewScore, {
            ...input,
            requiredSkills: requiredSkills(JobContext.parse(input.job)),
          });
          const content = InterviewScoreContent.parse({
            ...s,
            aiScore: Math.round(Math.max(0, Math.min(100, s.aiScore))),
            evidence: s.evidence.map((e) => ({ about: e.about, quote: verifiedQuote(e.quote, said) })),
          });
          return { ...content, provenance };
        },
        () => local.scoreInterview(input),
      );
    },
  };
}
