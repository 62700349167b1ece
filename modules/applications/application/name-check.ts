/** Whether the name read from a CV is the applicant's; null when it cannot be told (no name read, other script). */
export type NameCheck = { cvName: string; matches: boolean | null };

const particles = new Set(['al', 'el', 'bin', 'ibn', 'bint', 'abu', 'ال', 'بن', 'بنت', 'ابو']);
const arabic = /[\u0600-\u06FF]/u;
const latin = /[a-z]/u;

/** Lower case, no diacritics or tatweel, Arabic letter variants folded, "Al-" and "ال" dropped. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064B-\u065F\u0670\u0640]/gu, '')
    .toLowerCase()
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ة/gu, 'ه')
    .replace(/ى/gu, 'ي')
    .split(/[\s\-_.,'’‘`]+/u)
    .map((token) => (token.length > 4 && token.startsWith('ال') ? token.slice(2) : token))
    .filter((token) => token && !particles.has(token));
}

const scriptOf = (tokens: string[]) => {
  const text = tokens.join('');
  return arabic.test(text) ? 'arabic' : latin.test(text) ? 'latin' : 'other';
};

/**
 * The applicant's first name must be the CV's first name, and one of the applicant's other names must appear on
 * the CV. Names in different scripts are not compared: transliteration would guess.
 */
export function checkCvName(applicant: { firstName: string; lastName: string }, cvName: string): NameCheck {
  const cv = nameTokens(cvName);
  const first = nameTokens(applicant.firstName);
  const last = nameTokens(applicant.lastName);
  const name = cvName.trim();
  if (cv.length === 0 || first.length === 0) return { cvName: name, matches: null };
  if (scriptOf(cv) !== scriptOf([...first, ...last])) return { cvName: name, matches: null };
  const firstMatches = cv[0] === first[0];
  const lastMatches = last.length === 0 || last.some((token) => cv.slice(1).includes(token));
  return { cvName: name, matches: firstMatches && lastMatches };
}
