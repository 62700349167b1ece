import type { TextLanguage } from '../../schemas/language.ts';
import { expandTitle } from '../titles.ts';
import type { Role } from './catalog.ts';
import type { Level } from './vocabulary.ts';
import { isolate } from './arabic.ts';

/** "Senior Senior Data Engineer" → "Senior Data Engineer": a word said twice in a row once. */
export function withoutRepeats(text: string): string {
  return text
    .split(/\s+/u)
    .filter((w, i, ws) => i === 0 || w.toLocaleLowerCase() !== ws[i - 1]!.toLocaleLowerCase())
    .join(' ');
}

const ARABIC = /[\u0600-\u06ff]/u;
// "Staff" is left out: a Staff Nurse is not senior.
const SENIOR = /\b(senior|sr\.?|principal)\b/iu;
const JUNIOR = /\b(junior|jr\.?|graduate|entry[- ]level)\b/iu;
const TRAINEE = /\b(intern|trainee)\b/iu;
const LEAD = /\b(lead|team lead)\b/iu;
const MANAGES = /\b(head|chief|director|vp|vice president|manager|supervisor|officer)\b/iu;

/**
 * The job's title as a text in `language` writes it. English texts keep the recruiter's title (abbreviations
 * spelled out, a doubled word once). Arabic texts name the role in Arabic with its seniority ("مهندس بيانات
 * أول" for "Senior Data Engineer"); a title the catalogue cannot name in Arabic is quoted as written.
 */
export function displayTitle(title: string, role: Role, language: TextLanguage): { text: string; quoted: boolean } {
  const own = withoutRepeats(ARABIC.test(title) ? title.trim().replace(/\s+/gu, ' ') : expandTitle(title));
  if (language === 'en') return { text: ARABIC.test(own) ? role.title.en : own, quoted: false };
  if (ARABIC.test(own)) return { text: own, quoted: false };
  const managesOthers = MANAGES.test(own) && !MANAGES.test(role.title.en);
  if (role.id === 'generic' || managesOthers) return { text: `«${isolate(own)}»`, quoted: true };
  const base = role.title.ar;
  if (TRAINEE.test(own)) return { text: `${base} متدرب`, quoted: false };
  if (SENIOR.test(own)) return { text: `${base} أول`, quoted: false };
  if (JUNIOR.test(own)) return { text: `${base} مبتدئ`, quoted: false };
  if (LEAD.test(own)) return { text: `${base} رئيسي`, quoted: false };
  return { text: base, quoted: false };
}

/** The level a title names ("Senior Data Engineer", «محاسب أول», "Junior Accountant"), if it names one. */
export function levelInTitle(title: string): Level | undefined {
  if (/\b(head of|chief|director|vp|vice president)\b/iu.test(title)) return 'EXECUTIVE';
  if (SENIOR.test(title) || LEAD.test(title) || /(^|\s)(أول|اول|رئيسي)(\s|$)/u.test(title)) return 'SENIOR';
  if (JUNIOR.test(title) || TRAINEE.test(title) || /(^|\s)(مبتدئ|متدرب)(\s|$)/u.test(title)) return 'ENTRY';
  return undefined;
}

/** "a" or "an" before an English word, by its sound ("an HR Generalist", "a UX Designer", "an Engineer"). */
export function article(word: string): 'a' | 'an' {
  const first = word.trim().split(/\s+/u)[0] ?? '';
  if (/^[A-Z]{2,}\b/u.test(first)) return /^[AEFHILMNORSX]/u.test(first) ? 'an' : 'a';
  if (/^(uni|use|usu|eu|one|ui\b)/iu.test(first)) return 'a';
  if (/^(hour|honest|honou?r)/iu.test(first)) return 'an';
  return /^[aeiou]/iu.test(first) ? 'an' : 'a';
}
