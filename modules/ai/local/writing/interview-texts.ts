import type { TextLanguage } from '../../schemas/language.ts';
import { arCount, formatNumber, isolate, list } from './arabic.ts';
import { skillName } from './catalog.ts';

export type InterviewPart = 'coverage' | 'depth' | 'skills' | 'communication' | 'prompt';

/** What the scoring of an interview found, in no language. */
export type InterviewFacts = {
  score: number;
  recommendation: 'SECOND_INTERVIEW' | 'OFFER' | 'REJECT';
  asked: number;
  answers: number;
  substantive: number;
  specific: number;
  averageWords: number;
  fillers: number;
  skillsShown: number;
  skillsTotal: number;
  prompt: { hit: number; total: number } | null;
  parts: Array<{ part: InterviewPart; weight: number; score: number }>;
  evidence: Array<{ about: string; quote: string }>;
  missing: string[];
  exchanges: Array<{
    question: string;
    words: number;
    specific: boolean;
    skills: string[];
    verdict: 'strong' | 'adequate' | 'thin' | 'no answer';
  }>;
};

const REC = {
  en: { SECOND_INTERVIEW: 'SECOND INTERVIEW', OFFER: 'OFFER', REJECT: 'REJECT' },
  ar: { SECOND_INTERVIEW: 'مقابلة ثانية', OFFER: 'تقديم عرض', REJECT: 'الرفض' },
};
const PART_AR: Record<InterviewPart, string> = {
  coverage: 'تغطية الأسئلة',
  depth: 'العمق',
  skills: 'المهارات',
  communication: 'التواصل',
  prompt: 'تعليمات المرحلة',
};
const VERDICT_AR = { strong: 'قوية', adequate: 'مقبولة', thin: 'مقتضبة', 'no answer': 'لا إجابة' } as const;

/** Why each part of the interview score is what it is. */
export function interviewPartExplanation(f: InterviewFacts, part: InterviewPart, language: TextLanguage): string {
  const ar = language === 'ar';
  const n = (x: number) => formatNumber(x, language);
  switch (part) {
    case 'coverage':
      return ar
        ? `إجابات وافية: ${n(f.substantive)} من أصل ${arCount(f.asked, 'question', { oblique: true })}`
        : `${f.substantive} substantive answers to ${f.asked} questions`;
    case 'depth':
      return ar
        ? `أمثلة ملموسة أو أرقام في ${n(f.specific)} من أصل ${arCount(f.answers, 'answer', { oblique: true })}`
        : `${f.specific} of ${f.answers} answers give concrete examples or figures`;
    case 'skills':
      return ar
        ? `نوقشت ${n(f.skillsShown)} من أصل ${n(f.skillsTotal)} من مهارات الوظيفة`
        : `${f.skillsShown} of ${f.skillsTotal} job skills discussed`;
    case 'communication':
      return ar
        ? `متوسط ${arCount(Math.round(f.averageWords), 'word')} في الإجابة، ${f.fillers ? `و${arCount(f.fillers, 'filler')}` : 'دون كلمات حشو'}`
        : `${Math.round(f.averageWords)} words per answer on average, ${f.fillers} filler words`;
    case 'prompt': {
      const p = f.prompt ?? { hit: 0, total: 0 };
      return ar
        ? `نوقشت ${n(p.hit)} من أصل ${n(p.total)} من المهارات التي ذكرتها تعليمات المرحلة`
        : `${p.hit} of ${p.total} skills named by the stage prompt discussed`;
    }
  }
}

function answerLine(e: InterviewFacts['exchanges'][number], i: number, language: TextLanguage): string {
  const asked = e.question.length > 110 ? `${e.question.slice(0, 107)}…` : e.question;
  if (language === 'en') {
    const notes = e.words
      ? [
          `${e.words} words`,
          e.specific ? 'a concrete example or figure' : 'no concrete example',
          e.skills.length ? `skills: ${e.skills.join(', ')}` : null,
        ].filter(Boolean)
      : [];
    return `- **Q${i + 1}** ${asked}: **${e.verdict}**${notes.length ? `, ${notes.join(', ')}` : ''}`;
  }
  const notes = e.words
    ? [
        arCount(e.words, 'word'),
        e.specific ? 'مثال ملموس أو رقم' : 'دون مثال ملموس',
        e.skills.length
          ? `المهارات: ${list(
              e.skills.map((s) => skillName(s, 'ar')),
              'ar',
            )}`
          : null,
      ].filter(Boolean)
    : [];
  return `- **س${i + 1}** «${isolate(asked)}»: **${VERDICT_AR[e.verdict]}**${notes.length ? `، ${notes.join('، ')}` : ''}`;
}

/** The recruiter's interview assessment ("###" headings, "-" bullets, **bold**) in one language; quotes as said. */
export function interviewReport(f: InterviewFacts, language: TextLanguage): string {
  const ar = language === 'ar';
  const skill = (s: string) => skillName(s, language);
  const lines = [
    ar ? '### تقييم المقابلة' : '### Interview Assessment',
    ar
      ? `**الدرجة: ${f.score}/100**، التوصية: **${REC.ar[f.recommendation]}**.`
      : `**Score: ${f.score}/100**, recommendation **${REC.en[f.recommendation]}**.`,
    '',
    ar ? '### تفاصيل الدرجة' : '### Breakdown',
    ...f.parts.map(
      (b) =>
        `- **${ar ? PART_AR[b.part] : b.part}** (${Math.round(b.weight * 100)}%): ${b.score}/100${ar ? '، ' : ', '}${interviewPartExplanation(f, b.part, language)}`,
    ),
    '',
    ar ? '### الأدلة' : '### Evidence',
    ...(f.evidence.length
      ? f.evidence.slice(0, 8).map((e) => `- **${skill(e.about)}**: "${ar ? isolate(e.quote) : e.quote}"`)
      : [
          ar
            ? '- لا يوجد دليل كافٍ: لم يذكر المرشح أيًّا من مهارات الوظيفة'
            : '- insufficient evidence: the candidate named none of the job skills',
        ]),
    ...(f.missing.length
      ? [
          '',
          ar ? '### لم تُناقَش' : '### Not Discussed',
          ...f.missing.map((s) => (ar ? `- ${skill(s)}: لا يوجد دليل كافٍ` : `- ${s}: insufficient evidence`)),
        ]
      : []),
    ...(f.exchanges.length
      ? ['', ar ? '### الإجابات' : '### Answers', ...f.exchanges.map((e, i) => answerLine(e, i, language))]
      : []),
  ];
  return lines.join('\n');
}
