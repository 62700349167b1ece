import { isInLanguage } from '../local/writing/script.ts';
import type { TextLanguage } from '../schemas/language.ts';
import { OPENAI_PROMPTS, type OpenAiOperation } from './instructions.ts';

/** Added to the version of every prompt that carries the language instruction and the guidance below. */
export const LANGUAGE_PROMPT_VERSION = 'lang/1';

// What each operation is told beyond its system prompt: the faults a careful recruiter would not make.
const GUIDANCE: Partial<Record<OpenAiOperation, string>> = {
  generateJobAnalysis:
    'Never say the seniority twice ("a senior Senior Data Engineer"). Suggest only skills a person in this role uses every day. ' +
    'Write suggestedSalary as a monthly range with the currency as the language writes it ("SAR 15,000–20,000 per month", "15,000–20,000 ريال سعودي شهريًا").',
  rewriteJobField:
    'Return a real alternative: the same facts in a wording that differs from the input. A higher "variant" asks for yet another wording.',
  generateJobPrompts: 'A "variant" above 0 asks for a different wording of every prompt than the first answer.',
  generateCompanyDescription:
    '"size" is the band of employees ("11-50"): say it as a range ("a team of 11 to 50 people"), never "11+".',
  generateInterviewQuestions:
    'Never add a question that asks what one of the employer\'s own questions already asks (their "Why us?" makes "Why do you want to join us?" a repeat).',
};

/** The system message: the operation's prompt, its guidance and the language instruction. */
export function systemPrompt(
  op: OpenAiOperation,
  rules?: Pick<ReplyRules<unknown>, 'language' | 'translation'>,
): string {
  if (!rules) return OPENAI_PROMPTS[op].system;
  return [OPENAI_PROMPTS[op].system, GUIDANCE[op], languageInstruction(rules)].filter(Boolean).join('\n');
}

/** The prompt version stored with a result: the operation's, and the language layer's when it applies. */
export const promptVersion = (op: OpenAiOperation, withLanguage: boolean) =>
  withLanguage ? `${OPENAI_PROMPTS[op].version}+${LANGUAGE_PROMPT_VERSION}` : OPENAI_PROMPTS[op].version;

/** The operations whose prompts carry a language (every one that writes text for a reader). */
export const WRITES_TEXT: ReadonlySet<OpenAiOperation> = new Set([
  'analyzeCv',
  'generateJobAnalysis',
  'rewriteJobField',
  'generateJobPrompts',
  'generateCompanyDescription',
  'generateInterviewQuestions',
  'scoreInterview',
]);

const NAME: Record<TextLanguage, string> = { en: 'English', ar: 'Arabic' };

/** A text of the reply and the language it must be written in. */
export type LanguagePart = { text: string; language: TextLanguage };

/**
 * What a reply must satisfy beyond its schema: its texts in their languages (names, skills, numbers and quotes
 * in `exempt` do not count), and any further problem `check` finds (a rewrite that equals its input).
 */
export type ReplyRules<T> = {
  language: TextLanguage;
  /** The other language, when the reply also carries a translation. */
  translation?: TextLanguage;
  parts: (reply: T) => LanguagePart[];
  /** Names kept as written in any language: given, or taken from the reply (the skills it lists). */
  exempt?: readonly string[] | ((reply: T) => readonly string[]);
  check?: (reply: T) => string | null;
  /** Sampling temperature: 0 for the first answer, higher when another variant is asked for. */
  temperature?: number;
};

/** The instruction added to every system prompt: the language to write in and what to keep exact. */
export function languageInstruction(rules: Pick<ReplyRules<unknown>, 'language' | 'translation'>): string {
  const main =
    rules.language === 'ar'
      ? 'Write every text field in Modern Standard Arabic, as a careful Arab recruiter would, with correct agreement of numbers and gender; use Arabic punctuation (، ؛ ؟).'
      : 'Write every text field in clear, professional English.';
  const translation = rules.translation
    ? ` The "translation" object holds the same texts written in ${NAME[rules.translation]}, with the same facts.`
    : '';
  return `${main}${translation} Keep names, numbers, skill and tool names, quotes and the employer's own questions exactly as given; never translate a quote.`;
}

/** The texts of a reply that are not in their language, as a short reason. */
export function wrongLanguage<T>(reply: T, rules: ReplyRules<T>): string | null {
  const exempt = typeof rules.exempt === 'function' ? rules.exempt(reply) : (rules.exempt ?? []);
  const wrong = rules.parts(reply).filter((p) => p.text.trim() && !isInLanguage(p.text, p.language, exempt));
  if (!wrong.length) return null;
  const languages = [...new Set(wrong.map((p) => NAME[p.language]))].join(' and ');
  return `not written in ${languages}`;
}

/** What the engine tells the model after a reply in the wrong language (or otherwise unfit), before its one retry. */
export function retryMessage(problem: string, rules: Pick<ReplyRules<unknown>, 'language' | 'translation'>): string {
  return `Your previous answer was ${problem}. Answer again with the same JSON structure. ${languageInstruction(rules)}`;
}

/** A reply that failed its language (or other) check twice: the engine falls back to the local engine. */
export class UnfitReplyError extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'UnfitReplyError';
  }
}
