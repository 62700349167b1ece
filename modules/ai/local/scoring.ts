import type { CvAnalysis, OverallFit } from '../schemas/analysis.ts';
import type { CvDocument, CvProfile } from '../schemas/cv.ts';
import type { JobContext } from '../schemas/job.ts';
import { LEVEL_RANK, levelFromWording } from './education.ts';
import { titleTokens } from './titles.ts';
import { requiredSkills, requiredYears } from './requirements.ts';
import { findPhrase, isKnownSkill } from './skills.ts';
import { skillsNamedBy } from './writing/prompt-skills.ts';
import type { TextLanguage } from '../schemas/language.ts';
import { cvTexts, evidenceIn, partExplanation, type Claim, type CvFacts } from './writing/cv-texts.ts';

type Content = Omit<CvAnalysis, 'provenance'>;
const TITLE_NOISE = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'head',
  'of',
  'and',
  'the',
  'a',
  'sr',
  'jr',
  'i',
  'ii',
  'iii',
  'اول',
  'أول',
  'كبير',
  'مساعد',
]);
export { INSUFFICIENT } from './writing/cv-text-phrases.ts';

export function fitFor(score: number): OverallFit {
  return score >= 80 ? 'Excellent' : score >= 65 ? 'Good' : score >= 45 ? 'Fair' : 'Poor';
}

function titleScore(job: JobContext, profile: CvProfile): { score: number; quote?: string } {
  const tokens = titleTokens(job.title).filter((t) => !TITLE_NOISE.has(t));
  if (!tokens.length) return { score: 50 };
  let best = { score: 0, quote: undefined as string | undefined };
  for (const role of profile.experiences) {
    const have = new Set(titleTokens(role.title));
    const score = Math.round((100 * tokens.filter((t) => have.has(t)).length) / tokens.length);
    if (score > best.score) best = { score, quote: role.quote };
  }
  return best;
}

/**
 * Explained, deterministic CV-to-job score: every part says what it measured and with what weight. The texts
 * are written in `language` (the reader's) and, as translations, in every language.
 */
export function scoreCv(
  document: CvDocument,
  profile: CvProfile,
  job: JobContext,
  prompt?: string,
  language: TextLanguage = 'en',
): Content {
  const required = requiredSkills(job);
  const mentions = new Map(profile.skills.map((s) => [s.name, s.quote]));
  // A job skill outside the taxonomy is looked for as written, so it is not "missing" when the CV names it.
  for (const s of required)
    if (!mentions.has(s) && !isKnownSkill(s)) {
      const quote = findPhrase(document.text, s);
      if (quote) mentions.set(s, quote);
    }
  const matched = required.filter((s) => mentions.has(s));
  const missing = required.filter((s) => !mentions.has(s));
  const percentage = required.length ? Math.round((100 * matched.length) / required.length) : 0;
  const years = profile.totalExperienceYears;
  const needYears = requiredYears(job, prompt);
  const needLevel = levelFromWording(job.education);
  const title = titleScore(job, profile);
  const eduQuote = profile.education[0]?.quote;

  const parts: CvFacts['parts'] = [];
  parts.push({ part: 'skills', weight: 0.45, score: required.length ? percentage : 50 });
  const expScore =
    needYears === null || needYears === 0
      ? years > 0
        ? 100
        : 60
      : Math.min(100, Math.round((100 * years) / needYears));
  parts.push({ part: 'experience', weight: 0.25, score: expScore });
  const rank = LEVEL_RANK[profile.educationLevel];
  const eduScore =
    needLevel === null || needLevel === 'NONE'
      ? rank > 0
        ? 100
        : 70
      : profile.educationLevel === 'NONE'
        ? 30
        : rank >= LEVEL_RANK[needLevel]
          ? 100
          : rank === LEVEL_RANK[needLevel] - 1
            ? 60
            : 25;
  parts.push({ part: 'education', weight: 0.15, score: eduScore });
  parts.push({ part: 'title', weight: 0.15, score: title.score });
  const promptSkills = skillsNamedBy(prompt, job).filter((s) => !required.includes(s));
  let promptHit: CvFacts['promptSkills'] = null;
  if (promptSkills.length) {
    const hit = promptSkills.filter((s) => mentions.has(s));
    for (const p of parts) p.weight = Math.round(p.weight * 0.9 * 1000) / 1000;
    parts.push({ part: 'prompt', weight: 0.1, score: Math.round((100 * hit.length) / promptSkills.length) });
    promptHit = { hit: hit.length, total: promptSkills.length };
  }
  const total = parts.reduce((s, p) => s + p.weight, 0);
  const score = Math.max(0, Math.min(100, Math.round(parts.reduce((s, p) => s + p.weight * p.score, 0) / total)));
  const fit = fitFor(score);

  const strengths: Claim[] = [];
  const weaknesses: Claim[] = [];
  const evidence: CvFacts['evidence'] = matched.map((s) => ({ kind: 'skill', about: s, quote: mentions.get(s)! }));
  const strength = (claim: Claim, quote: string | undefined) => {
    if (!quote) return;
    strengths.push(claim);
    evidence.push({ kind: 'strength', about: claim, quote });
  };
  if (matched.length)
    strength(
      { kind: 'skills', count: matched.length, required: required.length, names: matched.slice(0, 6) },
      mentions.get(matched[0]!),
    );
  const roleQuote = profile.experiences[0]?.quote;
  if (years > 0 && (needYears === null || years >= needYears))
    strength({ kind: 'years', years, need: needYears || null }, roleQuote);
  if (needLevel && needLevel !== 'NONE' && rank >= LEVEL_RANK[needLevel])
    strength({ kind: 'degree', level: profile.educationLevel }, eduQuote);
  if (title.score >= 50) strength({ kind: 'title', title: job.title }, title.quote);

  for (const s of missing) weaknesses.push({ kind: 'missingSkill', skill: s });
  if (needYears !== null && years < needYears) weaknesses.push({ kind: 'fewYears', years, need: needYears });
  if (years === 0) weaknesses.push({ kind: 'noDates' });
  if (needLevel && needLevel !== 'NONE' && rank < LEVEL_RANK[needLevel])
    weaknesses.push(
      profile.educationLevel === 'NONE'
        ? { kind: 'noDegree', need: needLevel }
        : { kind: 'lowerDegree', level: profile.educationLevel, need: needLevel },
    );

  const facts: CvFacts = {
    name: profile.fullName,
    jobTitle: job.title,
    score,
    fit,
    matched,
    missing,
    percentage,
    years,
    needYears,
    level: profile.educationLevel,
    needLevel,
    eduQuote,
    titleScore: title.score,
    promptSkills: promptHit,
    parts,
    strengths,
    weaknesses,
    evidence,
  };
  // Both languages are written at once, so a reader who switches language needs no new analysis.
  const translations = { en: cvTexts(facts, 'en'), ar: cvTexts(facts, 'ar') };
  const main = translations[language];
  return {
    cvAnalysisScore: score,
    overallFit: fit,
    summary: main.summary,
    skillsMatch: { matched, missing, percentage },
    experienceMatch: { years, requiredYears: needYears, details: main.experienceDetails },
    educationMatch: { details: main.educationDetails, level: profile.educationLevel, requiredLevel: needLevel },
    strengths: main.strengths,
    weaknesses: main.weaknesses,
    evidence: evidenceIn(facts, language),
    scoreBreakdown: parts.map((p) => ({ ...p, explanation: partExplanation(facts, p.part, language) })),
    recommendation: main.recommendation,
    language,
    translations,
  };
}
