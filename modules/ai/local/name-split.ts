// Whether a line reads as a person's name (the piece of a line that is one), and splitting a name into given and
// family names.
import { foldString } from './normalize.ts';
import { countriesNamed } from './places.ts';
import { headingKind } from './sections.ts';
import { looksLikeTitle } from './titles.ts';
import { BANNER, HONORIFIC, withoutCredentials, isBrandWord } from './name-noise.ts';
import { NOT_NAME, PARTICLES, JOINS_NEXT, VIET_FAMILY, GIVEN_JOINS_NEXT } from './name-words.ts';

export type PersonName = { first: string; last: string; full: string };
const LATIN_WORD = /^\p{Script=Latin}[\p{Script=Latin}\p{M}.'’-]*$/u;
const ARABIC_WORD = /^[\u0621-\u064A\u066E-\u06D3.'-][\u0621-\u064A\u066E-\u06D3.'\p{M}-]*$/u;

const titleCase = (w: string) =>
  /^[\p{Lu}.'’-]+$/u.test(w) && w.length > 1
    ? w.toLowerCase().replace(/(^|[-'’])(\p{Ll})/gu, (_, a: string, b: string) => a + b.toUpperCase())
    : w;

// A kunya («أبو يوسف», "Abu Yousef") printed beside the name is what people call the candidate, not the name.
const KUNYA = /^(?:أبو|ابو|abu|abou)\s+\S+$/iu;
const PAGE = /^(?:page\s*)?\d+(?:\s*(?:\/|of)\s*\d+)?$/iu;

/**
 * The name among the pieces of a line cut by strong separators: "Ahmed Saleh — Senior Accountant", "أبو يوسف – محمود
 * الشناوي", "KHALIL, Hamza — 1/1". The one piece left once job titles, a kunya and page numbers go; a title before
 * it ("Accountant – Saudi Binladin") says the rest is an employer. The line itself when no single piece is left.
 */
export function namePiece(line: string): string {
  const parts = line
    .split(/\s*(?:[—–|·•]|\s-\s)\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return line;
  const dropped = (p: string) => KUNYA.test(p) || PAGE.test(p) || looksLikeTitle(p);
  const kept = parts.flatMap((p, i) => (dropped(p) ? [] : [i]));
  if (kept.length !== 1 || parts.slice(0, kept[0]).some((p) => looksLikeTitle(p))) return line;
  return parts[kept[0]!]!;
}

export function asName(raw: string): string[] | undefined {
  // A list item ("• CRM") is never a name.
  if (/^\s*[•·▪●◦■□➢►✓✔*]/u.test(raw)) return undefined;
  // Contact details written after the name on its line: "Rajesh Nair rajesh@example.com".
  let line = raw
    // A glyph without a Unicode mapping (a colon, a dot) comes out as NUL or U+FFFD: punctuation, not a letter.
    // eslint-disable-next-line no-control-regex -- those are the characters to drop
    .replace(/[\u0000-\u0008\u000B-\u001F\uFFFD]/gu, ' ')
    .replace(/\u0640/gu, '')
    .replace(/(?:\s+(?:\S+@\S+|https?:\S+|www\.\S+|\+?[\d()][\d\s().-]{6,}))+\s*$/u, '')
    .replace(BANNER, ' ')
    .replace(/[\s:–—\-|•·,،]+$/u, '')
    .replace(/^[\s:–—\-|•·,،]+/u, '');
  line = namePiece(line);
  // "Ayesha Siddiqui, Senior HR Generalist": the title after a comma.
  const comma = /^([^,،]+)[,،]\s*([^,،]+)$/u.exec(line);
  if (comma && looksLikeTitle(comma[2]!.trim())) line = comma[1]!.trim();
  for (let i = 0; i < 2; i++) line = line.replace(HONORIFIC, '');
  // An Arabic title cut to its letter ("م وليد الجابري" once the dot is lost): no Arabic given name is one letter.
  line = line.replace(/^\s*[\u0621-\u064A]\s+(?=\S+\s+\S)/u, '');
  line = withoutCredentials(line.replace(/\s+/gu, ' ').trim());
  if (!line || line.length > 60 || /[@\d:/\\()[\]{}!?;"]/u.test(line)) return undefined;
  if (headingKind(line) || looksLikeTitle(line)) return undefined;
  const words = line.split(' ');
  if (words.length > 6) return undefined;
  const latin = words.every((w) => LATIN_WORD.test(w));
  const arabic = words.every((w) => ARABIC_WORD.test(w));
  if (!latin && !arabic) return undefined;
  if (words.some((w) => NOT_NAME.has(foldString(w)) || isBrandWord(w))) return undefined;
  // A Latin name capitalises every word but its particles ("Omar bin Zayed", "Maria de la Cruz").
  if (latin && !words.every((w) => /^\p{Lu}/u.test(w) || PARTICLES.has(w.toLowerCase()))) return undefined;
  if (
    latin &&
    words
      .filter((w) => !PARTICLES.has(w.toLowerCase()))
      .some((w) => w.replace(/[.'’-]/gu, '').length < 2 && !/^\p{Lu}\.?$/u.test(w))
  )
    return undefined;
  // "Amman Jordan", "Lima Peru": a place line (one place word may be a surname, as in "Carlos Lima").
  const placeWords = words.filter((w) => countriesNamed(w).length > 0).length;
  if (placeWords >= 2 || (placeWords === 1 && words.length === 1)) return undefined;
  return words.map(titleCase);
}
export const upper = (s: string) => !/\p{Ll}/u.test(s);

/** First name, and the family name: the last word with the particles before it (middle names belong to neither). */
export function split(words: string[], hispanic = false): PersonName {
  // Spanish names end with two family names: "José Luis Torres Vega", "Carlos Quispe Mamani".
  if (hispanic && words.length >= 3 && !words.some((w) => JOINS_NEXT.has(foldString(w))))
    return { first: words[0]!, last: words.slice(words.length >= 4 ? 2 : 1).join(' '), full: words.join(' ') };
  // Vietnamese names put the family name first: "Trần Thị Minh".
  if (words.length >= 2 && VIET_FAMILY.has(foldString(words[0]!)))
    return { first: words.at(-1)!, last: words[0]!, full: words.join(' ') };
  const given = words.length >= 3 && GIVEN_JOINS_NEXT.has(foldString(words[0]!)) ? 2 : 1;
  let i = words.length - 1;
  while (i > given && JOINS_NEXT.has(foldString(words[i - 1]!))) i--;
  return {
    first: words.slice(0, given).join(' '),
    last: words.slice(Math.max(given, i)).join(' '),
    full: words.join(' '),
  };
}

/** A full name found by other means (a NER model) split the way `findName` splits one. */
export const splitName = (full: string): PersonName => split(full.trim().split(/\s+/u).filter(Boolean));
