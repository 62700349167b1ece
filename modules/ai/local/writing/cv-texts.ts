import type { OverallFit, CvAnalysisTexts } from '../../schemas/analysis.ts';
import type { EducationLevel } from '../../schemas/cv.ts';
import type { TextLanguage } from '../../schemas/language.ts';
import { LEVEL_LABEL } from '../education.ts';
import { list, formatNumber, arCount, isolate } from './arabic.ts';
import { skillName } from './catalog.ts';
import {
  enYears,
  INSUFFICIENT,
  arSkills,
  REQUIRED,
  arYears,
  LEVEL_AR,
  AR_INSUFFICIENT,
  FIT_AR,
  PART,
  NEXT,
} from './cv-text-phrases.ts';

/** What a CV analysis found, in no language: each text of the report is written from these. */
export type CvFacts = {
  name: string;
  jobTitle: string;
  score: number;
  fit: OverallFit;
  matched: string[];
  missing: string[];
  percentage: number;
  years: number;
  needYears: number | null;
  level: EducationLevel;
  needLevel: EducationLevel | null;
  eduQuote: string | undefined;
  titleScore: number;
  promptSkills: { hit: number; total: number } | null;
  parts: Array<{ part: 'skills' | 'experience' | 'education' | 'title' | 'prompt'; weight: number; score: number }>;
  strengths: Claim[];
  weaknesses: Claim[];
  evidence: Array<{ kind: 'skill' | 'strength'; about: string | Claim; quote: string }>;
};

export type Claim =
  | { kind: 'skills'; count: number; required: number; names: string[] }
  | { kind: 'years'; years: number; need: number | null }
  | { kind: 'degree'; level: EducationLevel }
  | { kind: 'title'; title: string }
  | { kind: 'missingSkill'; skill: string }
  | { kind: 'fewYears'; years: number; need: number }
  | { kind: 'noDates' }
  | { kind: 'noDegree'; need: EducationLevel }
  | { kind: 'lowerDegree'; level: EducationLevel; need: EducationLevel };

function claim(c: Claim, jobTitle: string, language: TextLanguage): string {
  const skills = (names: string[]) =>
    list(
      names.map((s) => skillName(s, language)),
      language,
    );
  if (language === 'en')
    switch (c.kind) {
      case 'skills':
        return `Has ${c.count} of the ${c.required} required skills: ${skills(c.names)}`;
      case 'years':
        return `${enYears(c.years)} of relevant work history${c.need ? `, meeting the ${c.need}+ years asked` : ''}`;
      case 'degree':
        return `Holds a ${LEVEL_LABEL[c.level]} as required`;
      case 'title':
        return `Has held a role close to "${c.title}"`;
      case 'missingSkill':
        return `${skillName(c.skill, 'en')}: ${INSUFFICIENT} in the CV`;
      case 'fewYears':
        return `${enYears(c.years)} of experience found, below the ${c.need}+ years asked`;
      case 'noDates':
        return `Work history dates: ${INSUFFICIENT}`;
      case 'noDegree':
        return `Education: ${INSUFFICIENT} of a ${LEVEL_LABEL[c.need]}`;
      case 'lowerDegree':
        return `${LEVEL_LABEL[c.level]} is below the ${LEVEL_LABEL[c.need]} asked`;
    }
  switch (c.kind) {
    case 'skills':
      return `${formatNumber(c.count, 'ar')} من أصل ${arSkills(c.required, REQUIRED)}: ${skills(c.names)}`;
    case 'years':
      return `خبرة عملية ذات صلة مدتها ${arYears(c.years)}${c.need ? `، تفي بالحد المطلوب (${arCount(c.need, 'year')} على الأقل)` : ''}`;
    case 'degree':
      return `مؤهل ${LEVEL_AR[c.level]} كما هو مطلوب`;
    case 'title':
      return `خبرة سابقة في وظيفة قريبة من «${isolate(c.title)}»`;
    case 'missingSkill':
      return `${skillName(c.skill, 'ar')}: ${AR_INSUFFICIENT} في السيرة الذاتية`;
    case 'fewYears':
      return `خبرة مدتها ${arYears(c.years)}، دون الحد المطلوب البالغ ${arCount(c.need, 'year')}`;
    case 'noDates':
      return `تواريخ الخبرة العملية: ${AR_INSUFFICIENT}`;
    case 'noDegree':
      return `التعليم: ${AR_INSUFFICIENT} على مؤهل ${LEVEL_AR[c.need]}`;
    case 'lowerDegree':
      return `مؤهل ${LEVEL_AR[c.level]} أدنى من ${LEVEL_AR[c.need]} المطلوب`;
  }
  return jobTitle;
}

/** Why each part of the score is what it is, in the language. */
export function partExplanation(f: CvFacts, part: CvFacts['parts'][number]['part'], language: TextLanguage): string {
  const ar = language === 'ar';
  const required = f.matched.length + f.missing.length;
  switch (part) {
    case 'skills':
      if (!required) return ar ? 'لا تحدد الوظيفة مهارات؛ درجة محايدة' : 'the job lists no skills; neutral score';
      return ar
        ? `في السيرة الذاتية ${formatNumber(f.matched.length, 'ar')} من أصل ${arSkills(required, REQUIRED)}`
        : `${f.matched.length} of ${required} required skills found in the CV`;
    case 'experience':
      if (f.needYears === null)
        return ar
          ? `خبرة ${arYears(f.years)}؛ لا تحدد الوظيفة حدًا أدنى`
          : `${enYears(f.years)} of experience; the job states no minimum`;
      return ar
        ? `خبرة ${arYears(f.years)} مقابل ${arCount(f.needYears, 'year')} على الأقل مطلوبة`
        : `${enYears(f.years)} of experience against ${f.needYears}+ asked`;
    case 'education': {
      const have =
        f.level === 'NONE'
          ? ar
            ? 'لم يُعثر على مؤهل'
            : 'no degree found'
          : ar
            ? LEVEL_AR[f.level]
            : LEVEL_LABEL[f.level];
      if (!f.needLevel) return have;
      return ar
        ? `${have} مقابل ${LEVEL_AR[f.needLevel]} المطلوب`
        : `${have} against ${LEVEL_LABEL[f.needLevel]} asked`;
    }
    case 'title':
      return ar
        ? `تطابق المسميات الوظيفية السابقة ${f.titleScore}% من كلمات «${isolate(f.jobTitle)}»`
        : `past job titles match ${f.titleScore}% of the words of "${f.jobTitle}"`;
    case 'prompt': {
      const p = f.promptSkills ?? { hit: 0, total: 0 };
      return ar
        ? `وُجد ${formatNumber(p.hit, 'ar')} من أصل ${arSkills(p.total, ['إضافية', 'إضافيتين'])} ذكرتها تعليمات التحليل`
        : `${p.hit} of ${p.total} further skills named by the analysis prompt found`;
    }
  }
}

/** Every reader-facing text of a CV analysis, in one language; numbers, names and quotes as found. */
export function cvTexts(f: CvFacts, language: TextLanguage): CvAnalysisTexts {
  const ar = language === 'ar';
  const required = f.matched.length + f.missing.length;
  const strengths = f.strengths.map((c) => claim(c, f.jobTitle, language));
  const weaknesses = f.weaknesses.map((c) => claim(c, f.jobTitle, language));
  const fit = ar ? FIT_AR[f.fit] : f.fit;
  const summary = ar
    ? `تُظهر السيرة الذاتية${f.name ? ` للمرشح ${isolate(f.name)}` : ''} ${required ? `${formatNumber(f.matched.length, 'ar')} من أصل ${arSkills(required, REQUIRED)} (${f.percentage}%)` : 'أن الوظيفة لا تحدد مهارات بعينها'}، ` +
      `وخبرة عملية مدتها ${arYears(f.years)}${f.needYears !== null ? ` (المطلوب ${arCount(f.needYears, 'year')} على الأقل)` : ''}، ` +
      `${f.level === 'NONE' ? 'ولا تذكر مؤهلًا علميًا' : `ومؤهل ${LEVEL_AR[f.level]}`}. الملاءمة العامة: ${fit} (${f.score}/100).`
    : `${f.name || 'The candidate'} matches ${f.matched.length} of ${required} required skills (${f.percentage}%), ` +
      `has ${enYears(f.years)} of experience${f.needYears !== null ? ` (${f.needYears}+ asked)` : ''} and ` +
      `${f.level === 'NONE' ? 'no degree stated' : `a ${LEVEL_LABEL[f.level]}`}. Overall fit: ${fit} (${f.score}/100).`;
  const about = (e: CvFacts['evidence'][number]) =>
    typeof e.about === 'string' ? skillName(e.about, language) : claim(e.about, f.jobTitle, language);
  const missing = f.missing.map((s) => skillName(s, language));
  const h = (en: string, arabic: string) => `### ${ar ? arabic : en}`;
  const lines = [
    h('Overall Assessment', 'التقييم العام'),
    ar
      ? `**الدرجة: ${f.score}/100 (ملاءمة ${fit})** لوظيفة **${isolate(f.jobTitle)}**.`
      : `**Score: ${f.score}/100 (${fit} fit)** for **${f.jobTitle}**.`,
    summary,
    '',
    h('Score Breakdown', 'تفاصيل الدرجة'),
    ...f.parts.map(
      (p) =>
        `- **${PART[p.part]![language]}** (${Math.round(p.weight * 100)}%): ${p.score}/100${ar ? '، ' : ', '}${partExplanation(f, p.part, language)}`,
    ),
    '',
    h('Strengths', 'نقاط القوة'),
    ...(strengths.length
      ? strengths.map((s) => `- ${s}`)
      : [ar ? '- لا توجد نقاط قوة مدعومة بدليل من السيرة الذاتية' : '- None with evidence in the CV']),
    '',
    h('Gaps', 'الفجوات'),
    ...(weaknesses.length
      ? weaknesses.map((w) => `- ${w}`)
      : [ar ? '- لا فجوات مقارنة بمتطلبات الوظيفة' : '- No gaps found against the job requirements']),
    '',
    h('Evidence', 'الأدلة'),
    ...f.evidence.slice(0, 10).map((e) => `- **${about(e)}**: "${ar ? isolate(e.quote) : e.quote}"`),
    '',
    h('Recommendation', 'التوصية'),
    `- ${NEXT[f.fit][language]}`,
    ...(missing.length
      ? [
          ar
            ? `- اسأل في المقابلة عن: ${list(missing.slice(0, 5), 'ar')}.`
            : `- In the interview, ask about: ${missing.slice(0, 5).join(', ')}.`,
        ]
      : []),
  ];
  return {
    summary,
    strengths,
    weaknesses,
    recommendation: lines.join('\n'),
    experienceDetails: partExplanation(f, 'experience', language),
    educationDetails:
      f.level === 'NONE'
        ? ar
          ? `التعليم: ${AR_INSUFFICIENT}`
          : `Education: ${INSUFFICIENT}`
        : `${ar ? LEVEL_AR[f.level] : LEVEL_LABEL[f.level]}${f.eduQuote ? `: "${ar ? isolate(f.eduQuote) : f.eduQuote}"` : ''}`,
    matchedSkills: f.matched.map((s) => skillName(s, language)),
    missingSkills: missing,
  };
}

/** The evidence list with each strength's claim written in the language. */
export function evidenceIn(f: CvFacts, language: TextLanguage) {
  return f.evidence.map((e) => ({
    kind: e.kind,
    about: typeof e.about === 'string' ? e.about : claim(e.about, f.jobTitle, language),
    quote: e.quote,
  }));
}
