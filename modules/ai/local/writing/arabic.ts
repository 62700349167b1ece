// Arabic counted nouns: the form after a number depends on the number (CLDR plural categories, which for
// Arabic are exactly the grammar's: 1, 2, 3-10, 11-99, 100+), on the case for the dual, and the number
// words 3-10 take the gender opposite to their noun's.

export type ArabicNoun = {
  gender: 'm' | 'f';
  one: string;
  /** Dual, nominative and oblique ("سنتان" / "سنتين"). */
  two: [string, string];
  /** 3-10: plural, genitive. */
  few: string;
  /** 11-99: singular, accusative ("شهرًا"). */
  many: string;
  /** 0, 100+ and fractions: singular, genitive. */
  other: string;
};

const noun = (gender: 'm' | 'f', one: string, two: [string, string], few: string, many: string): ArabicNoun => ({
  gender,
  one,
  two,
  few,
  many,
  other: one,
});

export const NOUNS = {
  year: noun('f', 'سنة', ['سنتان', 'سنتين'], 'سنوات', 'سنة'),
  month: noun('m', 'شهر', ['شهران', 'شهرين'], 'أشهر', 'شهرًا'),
  skill: noun('f', 'مهارة', ['مهارتان', 'مهارتين'], 'مهارات', 'مهارة'),
  employee: noun('m', 'موظف', ['موظفان', 'موظفين'], 'موظفين', 'موظفًا'),
  question: noun('m', 'سؤال', ['سؤالان', 'سؤالين'], 'أسئلة', 'سؤالًا'),
  answer: noun('f', 'إجابة', ['إجابتان', 'إجابتين'], 'إجابات', 'إجابة'),
  word: noun('f', 'كلمة', ['كلمتان', 'كلمتين'], 'كلمات', 'كلمة'),
  filler: noun('f', 'كلمة حشو', ['كلمتا حشو', 'كلمتي حشو'], 'كلمات حشو', 'كلمة حشو'),
} as const;
export type NounName = keyof typeof NOUNS;

const plural = new Intl.PluralRules('ar');
// The number words as they stand before a masculine noun (ثلاثة أشهر) and before a feminine one (ثلاث سنوات).
const BEFORE_MASCULINE = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
const BEFORE_FEMININE = ['', 'واحدة', 'اثنتان', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع', 'عشر'];

export type CountOptions = {
  /** Oblique case (after a preposition or as an object): "سنتين" rather than "سنتان". */
  oblique?: boolean;
  /** Numbers 3-10 as words ("ثلاث سنوات", "ثلاثة أشهر"), in the gender opposite to the noun's. */
  words?: boolean;
};

/** The noun's form for a number, without the number ("سنوات" for 5, "سنة" for 11). */
export function nounFor(n: number, name: NounName | ArabicNoun, options: CountOptions = {}): string {
  const form = typeof name === 'string' ? NOUNS[name] : name;
  switch (plural.select(n)) {
    case 'one':
      return form.one;
    case 'two':
      return form.two[options.oblique ? 1 : 0];
    case 'few':
      return form.few;
    case 'many':
      return form.many;
    default:
      return form.other;
  }
}

/**
 * A number with its noun, as Arabic grammar wants it: "سنة واحدة", "سنتان", "5 سنوات" (or "خمس سنوات"),
 * "11 سنة", "ثلاثة أشهر", "12 شهرًا", "100 موظف". Digits stay Latin, as the platform shows every number.
 */
export function arCount(n: number, name: NounName | ArabicNoun, options: CountOptions = {}): string {
  const form = typeof name === 'string' ? NOUNS[name] : name;
  const category = Number.isInteger(n) ? plural.select(n) : 'other';
  if (category === 'one') return `${form.one} ${form.gender === 'f' ? 'واحدة' : 'واحد'}`;
  if (category === 'two') return form.two[options.oblique ? 1 : 0];
  if (category === 'few' && options.words && n <= 10) {
    // The number word takes the gender opposite to its noun's: ثلاث سنوات، ثلاثة أشهر.
    const number = form.gender === 'f' ? BEFORE_FEMININE[n] : BEFORE_MASCULINE[n];
    return `${number} ${form.few}`;
  }
  return `${formatNumber(n, 'ar')} ${nounFor(n, form, options)}`;
}

/** "3 إلى 5 سنوات": a range takes the noun form of its upper end. */
export function arRange(from: number, to: number, name: NounName | ArabicNoun): string {
  // With both ends in digits, 2 reads with the plural as 3-10 do ("1 إلى 2 سنوات").
  return `${formatNumber(from, 'ar')} إلى ${formatNumber(to, 'ar')} ${nounFor(to === 2 ? 3 : to, name)}`;
}

// Made once: building an Intl formatter costs far more than formatting with it.
const NUMBER = {
  en: new Intl.NumberFormat('en', { maximumFractionDigits: 1 }),
  ar: new Intl.NumberFormat('ar-u-nu-latn', { maximumFractionDigits: 1 }),
};

/** Latin digits with the language's grouping ("1,500" in both languages). */
export function formatNumber(n: number, language: 'en' | 'ar'): string {
  return NUMBER[language].format(n);
}

/**
 * A name, title or quote inside an Arabic line, isolated (FSI … PDI) so that it is laid out in its own direction
 * and does not pull the numbers or punctuation around it into a left-to-right run ("للمرشح Sara Haddad 5 من").
 */
export const isolate = (text: string) => (text ? `\u2068${text}\u2069` : text);

/** After an Arabic comma: a right-to-left mark, so that "Python، SQL" in an Arabic line reads Python first. */
export const AR_COMMA = '،\u200f ';

/**
 * "أ، ب وج": an Arabic list joins its last item with "و", written onto an Arabic word, spaced before a Latin one.
 * The comma carries a right-to-left mark: between two Latin names it would otherwise join them into one
 * left-to-right run, which an Arabic reader meets in the wrong order.
 */
export function arList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  const last = items.at(-1)!;
  return `${items.slice(0, -1).join(AR_COMMA)} و${/^[\u0600-\u06ff]/u.test(last) ? '' : ' '}${last}`;
}

/** "a, b and c". */
export function enList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const list = (items: readonly string[], language: 'en' | 'ar') =>
  language === 'ar' ? arList(items) : enList(items);
