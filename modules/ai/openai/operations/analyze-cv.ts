import { requiredSkills, requiredYears } from '../../local/requirements.ts';
import { arCount } from '../../local/writing/arabic.ts';
import { skillName } from '../../local/writing/catalog.ts';
import type { AiEngine } from '../../port.ts';
import { AnalyzeCvInput, CvAnalysisContent, type CvAnalysisTexts } from '../../schemas/analysis.ts';
import { JobContext } from '../../schemas/job.ts';
import type { TextLanguage } from '../../schemas/language.ts';
import type { OperationContext } from '../engine.ts';
import { LlmAnalysis } from '../llm-schemas.ts';
import { INSUFFICIENT, isVerbatim, verifiedQuote } from '../verify.ts';
import { MAX_CV_CHARS } from './cv.ts';

export const analyzeCv =
  ({ ask, withFallback, local }: OperationContext): AiEngine['analyzeCv'] =>
  async (raw) => {
    const input = AnalyzeCvInput.parse(raw);
    const text = input.cv.document.text;
    const language: TextLanguage = input.language ?? 'en';
    const other: TextLanguage = language === 'ar' ? 'en' : 'ar';
    const jobSkills = requiredSkills(JobContext.parse(input.job));
    return withFallback(
      'analyzeCv',
      input,
      async (provenance) => {
        const a = await ask(
          'analyzeCv',
          LlmAnalysis,
          { job: input.job, analysisPrompt: input.prompt ?? null, cvText: text.slice(0, MAX_CV_CHARS) },
          {
            language,
            translation: other,
            parts: (r) => [
              ...[r.summary, r.recommendation, ...r.strengths.map((s) => s.claim), ...r.weaknesses].map((t) => ({
                text: t,
                language,
              })),
              ...[
                r.translation.summary,
                r.translation.recommendation,
                ...r.translation.strengths,
                ...r.translation.weaknesses,
              ].map((t) => ({ text: t, language: other })),
            ],
            // Names, titles and skills are written as they are; quotes are left out of the check.
            exempt: [
              input.cv.profile.fullName,
              input.cv.profile.firstName,
              input.cv.profile.lastName,
              input.job.title,
              input.cv.profile.currentJobTitle,
              ...jobSkills,
              ...input.cv.profile.skills.map((s) => s.name),
            ],
          },
        );
        const proven = a.matchedSkills.filter((m) => isVerbatim(m.quote, text));
        const unproven = a.matchedSkills.filter((m) => !isVerbatim(m.quote, text)).map((m) => m.skill);
        const matched = proven.map((m) => m.skill);
        const missing = [...new Set([...a.missingSkills, ...unproven])];
        const kept = a.strengths.map((s) => isVerbatim(s.quote, text));
        const strengths = a.strengths.filter((_, i) => kept[i]);
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
            details:
              language === 'ar'
                ? `خبرة ${arCount(Math.max(0, a.experienceYears), 'year')}`
                : `${a.experienceYears} years of experience`,
          },
          educationMatch: {
            details:
              a.educationDetails || (language === 'ar' ? 'التعليم: لا يوجد دليل كافٍ' : `Education: ${INSUFFICIENT}`),
            level: input.cv.profile.educationLevel,
            requiredLevel: null,
          },
          strengths: strengths.map((s) => s.claim),
          weaknesses: [
            ...a.weaknesses,
            ...unproven.map((s) =>
              language === 'ar'
                ? `${skillName(s, 'ar')}: لا يوجد دليل كافٍ في السيرة الذاتية`
                : `${s}: ${INSUFFICIENT} in the CV`,
            ),
          ],
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
              explanation:
                language === 'ar'
                  ? `تقدير النموذج العام مقابل الوظيفة${input.prompt ? ' وتعليمات التحليل' : ''}`
                  : `model's overall judgement against the job${input.prompt ? ' and its analysis prompt' : ''}`,
            },
          ],
          recommendation: a.recommendation,
          language,
        });
        const years = Math.max(0, a.experienceYears);
        const texts = (
          lang: TextLanguage,
          t: Omit<CvAnalysisTexts, 'experienceDetails' | 'matchedSkills' | 'missingSkills'>,
        ) => ({
          ...t,
          experienceDetails: lang === 'ar' ? `خبرة ${arCount(years, 'year')}` : `${years} years of experience`,
          matchedSkills: matched.map((s) => skillName(s, lang)),
          missingSkills: missing.map((s) => skillName(s, lang)),
        });
        const unprovenOther = unproven.map((s) =>
          other === 'ar'
            ? `${skillName(s, 'ar')}: لا يوجد دليل كافٍ في السيرة الذاتية`
            : `${s}: ${INSUFFICIENT} in the CV`,
        );
        const translations: Partial<Record<TextLanguage, CvAnalysisTexts>> = {};
        translations[language] = texts(language, {
          summary: content.summary,
          strengths: content.strengths,
          weaknesses: content.weaknesses,
          recommendation: content.recommendation,
          educationDetails: content.educationMatch.details,
        });
        translations[other] = texts(other, {
          summary: a.translation.summary,
          strengths: a.translation.strengths.filter((_, i) => kept[i]),
          weaknesses: [...a.translation.weaknesses, ...unprovenOther],
          recommendation: a.translation.recommendation,
          educationDetails: a.translation.educationDetails,
        });
        return { ...content, translations, provenance };
      },
      () => local.analyzeCv(input),
    );
  };
