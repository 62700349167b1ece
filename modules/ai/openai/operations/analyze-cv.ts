import { requiredYears } from '../../local/requirements.ts';
import type { AiEngine } from '../../port.ts';
import { AnalyzeCvInput, CvAnalysisContent } from '../../schemas/analysis.ts';
import type { OperationContext } from '../engine.ts';
import { LlmAnalysis } from '../llm-schemas.ts';
import { INSUFFICIENT, isVerbatim, verifiedQuote } from '../verify.ts';
import { MAX_CV_CHARS } from './cv.ts';

export const analyzeCv =
  ({ ask, withFallback, local }: OperationContext): AiEngine['analyzeCv'] =>
  async (raw) => {
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
  };
