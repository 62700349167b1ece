import type { CvAnalysis, Evidence, OverallFit, ScorePart } from '../schemas/analysis.ts';
import type { CvDocument, CvProfile } from '../schemas/cv.ts';
import type { JobContext } from '../schemas/job.ts';
import { LEVEL_LABEL, LEVEL_RANK, levelFromWording } from './education.ts';
import { titleTokens } from './titles.ts';
import { recommendationText } from './recommendation.ts';
import { requiredSkills, requiredYears } from './requirements.ts';
import { findPhrase, findSkills, isKnownSkill } from './skills.ts';

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
export const INSUFFICIENT = 'insufficient evidence';

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

/** Explained, deterministic CV-to-job score: every part says what it measured and with what weight. */
export function scoreCv(document: CvDocument, profile: CvProfile, job: JobContext, prompt?: string): Content {
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

  const parts: ScorePart[] = [];
  parts.push({
    part: 'skills',
    weight: 0.45,
    score: required.length ? percentage : 50,
    explanation: required.length
      ? `${matched.length} of ${required.length} required skills found in the CV`
      : 'the job lists no skills; neutral score',
  });
  const expScore =
    needYears === null || needYears === 0
      ? years > 0
        ? 100
        : 60
      : Math.min(100, Math.round((100 * years) / needYears));
  parts.push({
    part: 'experience',
    weight: 0.25,
    score: expScore,
    explanation:
      needYears === null
        ? `${years} years of experience; the job states no minimum`
        : `${years} years of experience against ${needYears}+ asked`,
  });
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
  parts.push({
    part: 'education',
    weight: 0.15,
    score: eduScore,
    explanation: `${profile.educationLevel === 'NONE' ? 'no degree found' : LEVEL_LABEL[profile.educationLevel]}${needLevel ? ` against ${LEVEL_LABEL[needLevel]} asked` : ''}`,
  });
  parts.push({
    part: 'title',
    weight: 0.15,
    score: title.score,
    explanation: `past job titles match ${title.score}% of the words of "${job.title}"`,
  });
  const promptSkills = prompt
    ? findSkills(prompt)
        .map((s) => s.name)
        .filter((s) => !required.includes(s))
    : [];
  if (promptSkills.length) {
    const hit = promptSkills.filter((s) => mentions.has(s));
    for (const p of parts) p.weight = Math.round(p.weight * 0.9 * 1000) / 1000;
    parts.push({
      part: 'prompt',
      weight: 0.1,
      score: Math.round((100 * hit.length) / promptSkills.length),
      explanation: `${hit.length} of ${promptSkills.length} further skills named by the analysis prompt found`,
    });
  }
  const total = parts.reduce((s, p) => s + p.weight, 0);
  const score = Math.max(0, Math.min(100, Math.round(parts.reduce((s, p) => s + p.weight * p.score, 0) / total)));
  const fit = fitFor(score);

  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const evidence: Evidence[] = matched.map((s) => ({ kind: 'skill', about: s, quote: mentions.get(s)! }));
  const strength = (claim: string, quote: string | undefined) => {
    if (!quote) return;
    strengths.push(claim);
    evidence.push({ kind: 'strength', about: claim, quote });
  };
  if (matched.length)
    strength(
      `Has ${matched.length} of the ${required.length} required skills: ${matched.slice(0, 6).join(', ')}`,
      mentions.get(matched[0]!),
    );
  const roleQuote = profile.experiences[0]?.quote;
  if (years > 0 && (needYears === null || years >= needYears))
    strength(
      `${years} years of relevant work history${needYears ? `, meeting the ${needYears}+ years asked` : ''}`,
      roleQuote,
    );
  if (needLevel && needLevel !== 'NONE' && rank >= LEVEL_RANK[needLevel])
    strength(`Holds a ${LEVEL_LABEL[profile.educationLevel]} as required`, eduQuote);
  if (title.score >= 50) strength(`Has held a role close to "${job.title}"`, title.quote);

  for (const s of missing) weaknesses.push(`${s}: ${INSUFFICIENT} in the CV`);
  if (needYears !== null && years < needYears)
    weaknesses.push(`${years} years of experience found, below the ${needYears}+ years asked`);
  if (years === 0) weaknesses.push(`Work history dates: ${INSUFFICIENT}`);
  if (needLevel && needLevel !== 'NONE' && rank < LEVEL_RANK[needLevel])
    weaknesses.push(
      profile.educationLevel === 'NONE'
        ? `Education: ${INSUFFICIENT} of a ${LEVEL_LABEL[needLevel]}`
        : `${LEVEL_LABEL[profile.educationLevel]} is below the ${LEVEL_LABEL[needLevel]} asked`,
    );

  const who = profile.fullName || 'The candidate';
  const summary =
    `${who} matches ${matched.length} of ${required.length} required skills (${percentage}%), ` +
    `has ${years} years of experience${needYears !== null ? ` (${needYears}+ asked)` : ''} and ` +
    `${profile.educationLevel === 'NONE' ? 'no degree stated' : `a ${LEVEL_LABEL[profile.educationLevel]}`}. Overall fit: ${fit} (${score}/100).`;
  const content: Content = {
    cvAnalysisScore: score,
    overallFit: fit,
    summary,
    skillsMatch: { matched, missing, percentage },
    experienceMatch: { years, requiredYears: needYears, details: parts[1]!.explanation },
    educationMatch: {
      details:
        profile.educationLevel === 'NONE'
          ? `Education: ${INSUFFICIENT}`
          : `${LEVEL_LABEL[profile.educationLevel]}${eduQuote ? `: "${eduQuote}"` : ''}`,
      level: profile.educationLevel,
      requiredLevel: needLevel,
    },
    strengths,
    weaknesses,
    evidence,
    scoreBreakdown: parts,
    recommendation: '',
  };
  content.recommendation = recommendationText(content, job, document.language === 'ar');
  return content;
}
