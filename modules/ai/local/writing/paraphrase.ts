import type { TextLanguage } from '../../schemas/language.ts';

// Phrases that say the same thing in a job posting, each usable wherever another of its ring stands.
// A rewrite turns every phrase it finds into another of its ring, so the recruiter gets a real alternative
// that keeps every fact. Three-way rings give three different wordings before one comes back.
const RINGS: Record<TextLanguage, string[][]> = {
  en: [
    ['we are looking for', 'we are hiring', 'we are seeking'],
    ['to join our', 'to become part of our'],
    ['work closely with', 'collaborate closely with', 'partner closely with'],
    ['work with', 'collaborate with', 'partner with'],
    ['build', 'develop', 'create'],
    ['maintain', 'look after'],
    ['improve', 'strengthen', 'enhance'],
    ['manage', 'oversee'],
    // A noun, not the verb below: never reworded.
    ['track record'],
    ['keep track of', 'track'],
    ['ensure', 'make sure'],
    ['answer for', 'be accountable for'],
    ['answer', 'respond to'],
    ['quickly', 'promptly'],
    ['accurate', 'correct', 'precise'],
    ['responsible for', 'in charge of'],
    ['hands-on experience', 'practical experience'],
    ['experience with', 'experience in'],
    ['working knowledge of', 'familiarity with', 'good knowledge of'],
    ['strong', 'solid'],
    ['excellent', 'very good'],
    ['competitive salary', 'attractive salary'],
    ['medical insurance', 'health insurance'],
    ['paid annual leave', 'annual paid leave'],
    ['customers', 'clients'],
    ['colleagues', 'teammates'],
    // Adverbs only: "monthly" is also an adjective ("3 monthly reports"), so it is not in a ring.
    ['every day', 'each day'],
    ['every week', 'each week'],
    ['every month', 'each month'],
    ['on time', 'on schedule'],
    ['issues', 'problems'],
    ['in line with', 'aligned with'],
    ['several', 'multiple'],
    ['key', 'important'],
    ['fluent English', 'fluency in English'],
    ['day to day', 'on a typical day'],
    ['among other things', 'in particular'],
    ['your mission is to', 'your goal is to'],
    ['if this sounds like you', 'if this role speaks to you'],
    ['we look forward to receiving your application', 'we look forward to your application'],
  ],
  ar: [
    ['نبحث عن', 'نسعى إلى استقطاب'],
    ['للانضمام إلى', 'لينضم إلى'],
    ['التعاون مع', 'العمل مع'],
    ['إعداد', 'تحضير'],
    ['متابعة', 'تتبع'],
    ['بسرعة', 'على وجه السرعة'],
    ['بوضوح', 'بشكل واضح'],
    ['بدقة', 'بشكل دقيق'],
    ['واضحة', 'مفهومة'],
    ['واضح', 'مفهوم'],
    ['خبرة عملية', 'خبرة تطبيقية'],
    ['إلمام جيد', 'معرفة جيدة'],
    ['راتب تنافسي', 'راتب مجزٍ'],
    ['تأمين طبي', 'تأمين صحي'],
    ['العملاء', 'الزبائن'],
    ['الزملاء', 'أعضاء الفريق'],
    ['يوميًا', 'كل يوم'],
    ['شهريًا', 'كل شهر'],
    ['أسبوعيًا', 'كل أسبوع'],
    ['المشكلات', 'المشاكل'],
    ['الحفاظ على', 'المحافظة على'],
    ['باستمرار', 'بصورة مستمرة'],
    ['بفعالية', 'بكفاءة'],
    ['أبرز', 'أهم'],
    ['إجادة', 'إتقان'],
    ['ومن أبرز مهامك', 'ومن مهامك الرئيسية'],
    ['نتطلع إلى تلقي طلبك', 'يسعدنا استلام طلبك'],
  ],
};

const LETTER = '\\p{L}\\p{M}\\p{N}';

function compile(language: TextLanguage): RegExp {
  const phrases = RINGS[language].flat().sort((a, b) => b.length - a.length);
  const alternation = phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|');
  // An Arabic phrase may carry a conjunction or preposition written onto it (وإعداد، بسرعة); English ones stand alone.
  const before = language === 'ar' ? `(?<=^|[^${LETTER}]|(?:^|[^${LETTER}])[وبلف])` : `(?<![${LETTER}-])`;
  return new RegExp(`${before}(?:${alternation})(?![${LETTER}-])`, 'giu');
}
const compiled: Record<TextLanguage, RegExp> = { en: compile('en'), ar: compile('ar') };

const ringOf = (language: TextLanguage, phrase: string) =>
  RINGS[language].find((ring) => ring.some((p) => p.toLocaleLowerCase() === phrase.toLocaleLowerCase()));

const keepCase = (from: string, to: string) =>
  /^\p{Lu}/u.test(from) ? `${to[0]!.toLocaleUpperCase()}${to.slice(1)}` : to;

/**
 * Rewords a text: a phrase of a ring becomes the next phrase of its ring. Variant 0 rewords every phrase; a
 * variant above 0 rewords every other phrase, odd variants the first, third… and even ones the second, fourth…,
 * so that each "Rewrite" of the previous answer gives a text unlike both it and the one before (a two-phrase
 * ring alone would swap back). A variant whose half holds no phrase rewords nothing (the caller reorders instead).
 */
export function paraphrase(text: string, language: TextLanguage, variant = 0): { text: string; changes: number } {
  const re = compiled[language];
  const total = [...text.matchAll(re)].filter((m) => ringOf(language, m[0])).length;
  const parity = variant % 2 === 1 ? 0 : 1;
  // A variant whose half holds no phrase rewords nothing: rewording all would swap the last answer back.
  if (variant > 0 && ![...Array(total).keys()].some((i) => i % 2 === parity)) return { text, changes: 0 };
  const everyOther = variant > 0;
  let index = 0;
  let changes = 0;
  const out = text.replace(re, (match) => {
    const ring = ringOf(language, match);
    if (!ring) return match;
    const i = index++;
    if (everyOther && i % 2 !== parity) return match;
    const at = ring.findIndex((p) => p.toLocaleLowerCase() === match.toLocaleLowerCase());
    const next = ring[(at + 1) % ring.length]!;
    if (next === match) return match;
    changes++;
    return keepCase(match, next);
  });
  return { text: out, changes };
}
