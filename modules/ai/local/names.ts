import { foldString } from './normalize.ts';
import { countriesNamed } from './places.ts';
import { headingKind, splitSections } from './sections.ts';
import { looksLikeTitle } from './titles.ts';

export type PersonName = { first: string; last: string; full: string };

const HONORIFIC =
  /^(?:eng\.?|engr\.?|dr\.?|mr\.?|mrs\.?|ms\.?|miss|prof\.?|sr\.?|sra\.?|lic\.?|ing\.?|م\.|د\.|أ\.|المهندس|المهندسة|الدكتور|الدكتورة|الأستاذ|الأستاذة|السيد|السيدة)\s+/iu;
// Banners and document titles that sit where a name would: "Curriculum Vitae", "Featured Resume".
const BANNER =
  /(?<![\p{L}])(?:featured\s+resume|updated\s+resume|resume\s+of|curriculum\s+vitae|curriculum|currículum(?:\s+vitae)?|hoja\s+de\s+vida|résumé|resume|cv|bio\s*data|biodata|personal\s+profile|profile|السيرة\s+الذاتية|السيره\s+الذاتيه|سيرة\s+ذاتية|سيره\s+ذاتيه|الاسم)(?![\p{L}])/giu;
const PARTICLES = new Set([
  'al',
  'el',
  'bin',
  'ben',
  'bint',
  'ibn',
  'abu',
  'abd',
  'de',
  'del',
  'da',
  'di',
  'dos',
  'das',
  'van',
  'von',
  'der',
  'la',
  'le',
  'du',
  'y',
  'st',
]);
const NOT_NAME = new Set(
  [
    'page',
    'address',
    'email',
    'e-mail',
    'mobile',
    'phone',
    'contact',
    'personal',
    'details',
    'information',
    'confidential',
    'objective',
    'summary',
    'experience',
    'education',
    'skills',
    'languages',
    'references',
    'nationality',
    'linkedin',
    'github',
    'portfolio',
    'university',
    'college',
    'school',
    'company',
    'limited',
    'ltd',
    'inc',
    'group',
    'street',
    'road',
    'and',
    'the',
    'for',
    'with',
    'from',
    'years',
    'graduate',
    'fresh',
    'fresher',
    'student',
    'candidate',
    'professional',
    'experienced',
    'senior',
    'junior',
    'العنوان',
    'البريد',
    'الهاتف',
    'الجوال',
    'الجنسية',
    'جامعة',
    'شركة',
  ].map(foldString),
);
const LATIN_WORD = /^\p{Script=Latin}[\p{Script=Latin}\p{M}.'’-]*$/u;
const ARABIC_WORD = /^[\u0621-\u064A\u066E-\u06D3.'-][\u0621-\u064A\u066E-\u06D3.'\p{M}-]*$/u;

const titleCase = (w: string) =>
  /^[\p{Lu}.'’-]+$/u.test(w) && w.length > 1
    ? w.toLowerCase().replace(/(^|[-'’])(\p{Ll})/gu, (_, a: string, b: string) => a + b.toUpperCase())
    : w;

function asName(raw: string): string[] | undefined {
  // A list item ("• CRM") is never a name.
  if (/^\s*[•·▪●◦■□➢►✓✔*]/u.test(raw)) return undefined;
  // Contact details written after the name on its line: "Rajesh Nair rajesh@example.com".
  let line = raw
    .replace(/(?:\s+(?:\S+@\S+|https?:\S+|www\.\S+|\+?[\d()][\d\s().-]{6,}))+\s*$/u, '')
    .replace(BANNER, ' ')
    .replace(/[\s:–—\-|•·,،]+$/u, '')
    .replace(/^[\s:–—\-|•·,،]+/u, '');
  for (let i = 0; i < 2; i++) line = line.replace(HONORIFIC, '');
  line = line.replace(/\s+/gu, ' ').trim();
  if (!line || line.length > 60 || /[@\d:/\\()[\]{}!?;"]/u.test(line)) return undefined;
  if (headingKind(line) || looksLikeTitle(line)) return undefined;
  const words = line.split(' ');
  if (words.length > 6) return undefined;
  const latin = words.every((w) => LATIN_WORD.test(w));
  const arabic = words.every((w) => ARABIC_WORD.test(w));
  if (!latin && !arabic) return undefined;
  if (words.some((w) => NOT_NAME.has(foldString(w)))) return undefined;
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

// Words that belong to the family name that follows them: "Al Sayed", "bin Zayed", "عبد الله", "de la Cruz".
const JOINS_NEXT = new Set(
  [...[...PARTICLES].filter((p) => p !== 'y'), 'عبد', 'أبو', 'ابو', 'بن', 'بنت', 'آل', 'ال'].map(foldString),
);

const SPANISH_NAMES = new Set([
  'PE',
  'MX',
  'CO',
  'ES',
  'AR',
  'CL',
  'EC',
  'BO',
  'VE',
  'UY',
  'PY',
  'GT',
  'CR',
  'PA',
  'DO',
  'CU',
  'HN',
  'SV',
  'NI',
]);
const upper = (s: string) => !/\p{Ll}/u.test(s);
const VIET_FAMILY = new Set(
  [
    'Nguyễn',
    'Trần',
    'Lê',
    'Phạm',
    'Hoàng',
    'Huỳnh',
    'Phan',
    'Vũ',
    'Võ',
    'Đặng',
    'Bùi',
    'Đỗ',
    'Hồ',
    'Ngô',
    'Dương',
    'Lý',
    'Đinh',
    'Trương',
  ].map(foldString),
);

/** First name, and the family name: the last word with the particles before it (middle names belong to neither). */
function split(words: string[], hispanic = false): PersonName {
  // Spanish names end with two family names: "José Luis Torres Vega", "Carlos Quispe Mamani".
  if (hispanic && words.length >= 3 && !words.some((w) => JOINS_NEXT.has(foldString(w))))
    return { first: words[0]!, last: words.slice(words.length >= 4 ? 2 : 1).join(' '), full: words.join(' ') };
  // Vietnamese names put the family name first: "Trần Thị Minh".
  if (words.length >= 2 && VIET_FAMILY.has(foldString(words[0]!)))
    return { first: words.at(-1)!, last: words[0]!, full: words.join(' ') };
  let i = words.length - 1;
  while (i > 1 && JOINS_NEXT.has(foldString(words[i - 1]!))) i--;
  return { first: words[0]!, last: words.slice(Math.max(1, i)).join(' '), full: words.join(' ') };
}

/**
 * The candidate's name: a labelled "Name:" line, else the first header line (or table cell) that
 * reads as a person's name, never a heading, a banner or a job title. A name wrapped over two
 * lines (one word each) is joined; "SMITH, John" is turned round.
 */
export function findName(text: string): PersonName {
  const labelled =
    /(?:^|\n)\s*(?:name|full name|nombre|nombre completo|الاسم|الاسم الكامل|الإسم)\s*[:：]\s*([^\n\t|]+)/iu.exec(text);
  if (labelled) {
    const words = asName(labelled[1]!);
    if (words && words.length >= 2)
      return split(
        words,
        countriesNamed(text.slice(0, 3000)).some((c) => SPANISH_NAMES.has(c)),
      );
  }
  const hispanic = countriesNamed(text.slice(0, 3000)).some((c) => SPANISH_NAMES.has(c));
  // The name heads the CV or its contact block; a line inside the summary or experience is not one.
  const lines = splitSections(text)
    .filter((sec) => sec.kind === 'header' || sec.kind === 'contact')
    .flatMap((sec) => text.slice(sec.start, sec.end).split('\n'))
    .slice(0, 14);
  const cells = lines.map((l) =>
    l
      .split(/\t| {3,}|\s\|\s/u)
      .map((c) => c.trim())
      .filter(Boolean),
  );
  for (let i = 0; i < cells.length; i++) {
    for (const cell of cells[i]!) {
      const reversed =
        /^([\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)?),\s*([\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)*)$/u.exec(
          cell,
        );
      if (reversed && /^[\p{Lu}\s'’-]+$/u.test(reversed[1]!) && !/^[\p{Lu}\s'’-]+$/u.test(reversed[2]!)) {
        const first = asName(reversed[2]!);
        const last = asName(reversed[1]!);
        if (first && last) return { first: first.join(' '), last: last.join(' '), full: [...first, ...last].join(' ') };
      }
      const words = asName(cell);
      if (!words) continue;
      // A name wrapped over two lines in the same style: "AHMED / HASSAN", "JOSE LUIS / TORRES VEGA".
      const next = cells[i + 1];
      if (cells[i]!.length === 1 && words.length <= 2 && next?.length === 1) {
        const more = asName(next[0]!);
        if (more && more.length <= 2 && (words.length === 1 || upper(cell) === upper(next[0]!)))
          return split([...words, ...more], hispanic);
      }
      if (words.length >= 2) return split(words, hispanic);
    }
  }
  return { first: '', last: '', full: '' };
}
