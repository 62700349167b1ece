import { z } from 'zod';

/** The language an AI text is written in (the job's interview language, or the reader's UI language). */
export const TextLanguage = z.enum(['en', 'ar']);
export type TextLanguage = z.infer<typeof TextLanguage>;

/** The job wizard's interview language ("english" / "arabic") as a text language. */
export function languageOf(interviewLanguage: string | null | undefined): TextLanguage {
  return interviewLanguage === 'arabic' || interviewLanguage === 'ar' ? 'ar' : 'en';
}

/** Asks for a different wording of the same content: 0 (or absent) is the first, each higher number another. */
export const Variant = z.number().int().min(0).max(1000);
