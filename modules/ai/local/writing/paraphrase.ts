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
 * Rewords a sentence: each phrase of a ring becomes another of its ring. `variant` moves every ring on
 * (1 → the next wording, 2 → the one after…), so successive rewrites differ from each other.
 */
export function paraphrase(text: string, language: TextLanguage, variant = 0): { text: string; changes: number } {
  let changes = 0;
  const re = compiled[language];
  const out = text.replace(re, (match) => {
    const ring = ringOf(language, match);
    if (!ring) return match;
    const at = ring.findIndex((p) => p.toLocaleLowerCase() === match.toLocaleLowerCase());
    const step = 1 + (variant % Math.max(1, ring.length - 1));
    const next = ring[(at + step) % ring.length]!;
    changes++;
    return keepCase(match, next);
  });
  return { text: out, changes };
}
