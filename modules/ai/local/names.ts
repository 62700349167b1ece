import { foldString } from './normalize.ts';
import { countriesNamed } from './places.ts';
import { headingKind, splitSections } from './sections.ts';
import { looksLikeTitle } from './titles.ts';
import { BANNER, HONORIFIC, ORGANISATION_WORDS, isBrandWord, isExportLine, withoutCredentials } from './name-noise.ts';

export type PersonName = { first: string; last: string; full: string };

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
  'dela',
  'delos',
  'della',
  'san',
  'bou',
  'abi',
  'abou',
  'abo',
  'abdel',
  'abdul',
  'abdal',
  'bani',
  'beni',
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
    ...ORGANISATION_WORDS,
  ].map(foldString),
);
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
function namePiece(line: string): string {
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

function asName(raw: string): string[] | undefined {
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

// Words that belong to the family name that follows them: "Al Sayed", "bin Zayed", "عبد الله", "de la Cruz".
const JOINS_NEXT = new Set(
  [...[...PARTICLES].filter((p) => p !== 'y'), 'عبد', 'أبو', 'ابو', 'بن', 'بنت', 'آل', 'ال', 'بني', 'أبي', 'ابي'].map(
    foldString,
  ),
);
// A given name that is two words: "Abdul Rahman", «عبد الله», "Abu Bakr".
const GIVEN_JOINS_NEXT = new Set(['abdul', 'abdel', 'abd', 'abu', 'abou', 'عبد', 'أبو', 'ابو'].map(foldString));

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
  const given = words.length >= 3 && GIVEN_JOINS_NEXT.has(foldString(words[0]!)) ? 2 : 1;
  let i = words.length - 1;
  while (i > given && JOINS_NEXT.has(foldString(words[i - 1]!))) i--;
  return {
    first: words.slice(0, given).join(' '),
    last: words.slice(Math.max(given, i)).join(' '),
    full: words.join(' '),
  };
}

const cellsOf = (line: string) =>
  line
    .split(/\t| {3,}|\s\|\s/u)
    .map((c) => c.trim())
    .filter(Boolean);

/** "KHALIL, Ahmad": an upper-case family name, a comma, then the given names. */
function turnedRound(raw: string): string[] | undefined {
  const cell = namePiece(
    raw
      .replace(BANNER, ' ')
      .replace(/[\s:–—\-|•·]+$/u, '')
      .trim(),
  );
  const m =
    /^([\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)?),\s*([\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)*)$/u.exec(cell);
  // The family name in capitals; the given names in capitals too when the whole line is ("BAUTISTA, MARIA CRISTINA").
  if (!m || !/^[\p{Lu}\s'’-]+$/u.test(m[1]!) || looksLikeTitle(m[2]!)) return undefined;
  const first = asName(m[2]!);
  const last = asName(m[1]!);
  return first && last ? [first.join(' '), last.join(' ')] : undefined;
}

/** "Maryam Al-" over "Mansouri\tEmail:": a name broken after a hyphen or a particle goes back together on its first line. */
export function joinBrokenNames(lines: readonly string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length - 1; i++) {
    const head = out[i]!.split('\t')[0]!.trimEnd();
    // Broken after a hyphen ("Al-" / "Mansouri") or after a particle that belongs to the next word ("Dela" / "Cruz").
    const hyphen = /\p{L}-$/u.test(head);
    const particle = / (\p{L}+)$/u.exec(head)?.[1];
    if (!hyphen && !(particle && JOINS_NEXT.has(foldString(particle)))) continue;
    // The rest may come after a contact line drawn beside the name ("Email:" / "x@example.com").
    for (let j = i + 1; j <= i + 2 && j < out.length; j++) {
      const m = /^\s*(\p{Lu}[\p{Ll}'’]+|[\u0621-\u064A]+)((?:,[^\t]*)?)(?=\t|$)\t?(.*)$/su.exec(out[j]!);
      if (m) {
        const [first = '', ...cells] = out[i]!.split('\t');
        out[i] = [first.trimEnd() + (hyphen ? '' : ' ') + m[1]! + m[2]!, ...cells].join('\t');
        out[j] = m[3]!;
        break;
      }
      if (!/[@\d]/u.test(out[j]!)) break;
    }
  }
  return out;
}

/** The name among lines set in one type size: one line that reads as a name, or a name wrapped over two or three. */
function nameInHeadline(group: readonly string[]): string[] | undefined {
  const lines = joinBrokenNames(group).filter((l) => l.trim());
  const rows = lines.filter((l) => !isExportLine(l)).map(cellsOf);
  if (rows.length >= 2 && rows.length <= 3 && rows.every((r) => r.length === 1)) {
    const parts = rows.map((r) => asName(r[0]!));
    const all = parts.flatMap((w) => w ?? []);
    const repeated = new Set(rows.map((r) => foldString(r[0]!))).size < rows.length;
    if (!repeated && parts.every((w) => w && w.length <= 3) && all.length >= 2 && all.length <= 5) return all;
  }
  for (const row of rows)
    for (const cell of row) {
      const words = asName(cell);
      if (words && words.length >= 2) return words;
    }
  return undefined;
}

const asciiTokens = (words: string[]) =>
  words
    .map((w) =>
      w
        .normalize('NFKD')
        .replace(/[^A-Za-z]/gu, '')
        .toLowerCase(),
    )
    .filter((w) => w.length >= 3);

const FIELD_VALUE = String.raw`(?:\(s\))?s?\s*[:：\t ]\s*([^\n\t|:]+)`;
const SURNAME_FIELD = new RegExp(
  String.raw`(?:^|\n|\t)\s*(?:surname|family name|last name|اسم العائلة|اللقب|الكنية)` + FIELD_VALUE,
  'iu',
);
// The label's cell may wrap ("First" over "name(s)"), so the word "name" is optional.
const GIVEN_FIELD = new RegExp(
  String.raw`(?:^|\n|\t)\s*(?:(?:first|given|fore)\s*(?:name)?|الاسم الأول)` + FIELD_VALUE,
  'iu',
);

/** A form's name fields, both needed: "Surname(s): BECKER" and "First name(s): Lukas" (Europass, application forms). */
function nameFields(text: string): PersonName | undefined {
  const head = text.slice(0, 2000);
  const last = SURNAME_FIELD.exec(head)?.[1];
  const given = GIVEN_FIELD.exec(head)?.[1];
  const lastWords = last ? asName(last) : undefined;
  const givenWords = given ? asName(given) : undefined;
  if (!lastWords || !givenWords || lastWords.length > 3 || givenWords.length > 3) return undefined;
  return { first: givenWords[0]!, last: lastWords.join(' '), full: [...givenWords, ...lastWords].join(' ') };
}

/**
 * The candidate's name: a labelled "Name:" line, or "Surname" and "First name" fields; else the lines in the first page's largest type
 * (`headlines`, from the PDF's layout) that read as a name; else the header lines and table cells
 * that read as a person's name, never a heading, a banner or a job title, preferring one the e-mail
 * address spells. A name wrapped over two lines is joined; "SMITH, John" is turned round.
 */
export function findName(text: string, headlines: readonly (readonly string[])[] = []): PersonName {
  const hispanic = countriesNamed(text.slice(0, 3000)).some((c) => SPANISH_NAMES.has(c));
  const labelled =
    // A table row "Full Name | Ahmed Ali" reads as a tab. NUL stands for a colon whose glyph has no Unicode mapping.
    // eslint-disable-next-line no-control-regex -- NUL is one of the characters to match
    /(?:^|\n)\s*(?:(?:(?:full|candidate|applicant)\s+)?name|nombre|nombre completo|الاسم|الاسم الكامل|الإسم|الاسم الرباعي|الاسم الثلاثي|اسم المتقدم|اسم المرشح)\s*(?:[:：\u0000\uFFFD]|\t|(?<=full name|candidate name|applicant name|الكامل|الرباعي|الثلاثي|المرشح|المتقدم)\s)\s*([^\n\t|]+)/iu.exec(
      text,
    );
  if (labelled) {
    const words = asName(labelled[1]!);
    if (words && words.length >= 2) return split(words, hispanic);
  }
  // A right-to-left table row read left to right puts the value before its label: "ليلى أحمد الخطيب\tالاسم".
  const before =
    /(?:^|\n)([^\n\t|:]+?)\s*\t\s*(?:الاسم|الاسم الكامل|الإسم|الاسم الرباعي|الاسم الثلاثي)\s*:?\s*(?=\n|$)/u.exec(text);
  if (before) {
    const words = asName(before[1]!);
    if (words && words.length >= 2) return split(words, hispanic);
  }
  const fields = nameFields(text);
  if (fields) return fields;
  const headed = headlines.flatMap((group) => {
    const round = group.map(turnedRound).find(Boolean);
    if (round) return [{ first: round[0]!, last: round[1]!, full: round.join(' ') }];
    const words = nameInHeadline(group);
    return words ? [split(words, hispanic)] : [];
  });
  // The name heads the CV or its contact block; a line inside the summary or experience is not one.
  const lines = splitSections(text)
    .filter((sec) => sec.kind === 'header' || sec.kind === 'contact')
    .flatMap((sec) => joinBrokenNames(text.slice(sec.start, sec.end).split('\n')))
    .slice(0, 14);
  const cells = lines.map((l) => (isExportLine(l) ? [] : cellsOf(l)));
  const found: PersonName[] = [];
  for (let i = 0; i < cells.length && found.length < 3; i++) {
    for (const cell of cells[i]!) {
      const round = turnedRound(cell);
      if (round) {
        found.push({ first: round[0]!, last: round[1]!, full: round.join(' ') });
        break;
      }
      const words = asName(cell);
      if (!words) continue;
      // A name wrapped over two lines in the same style: "AHMED / HASSAN", "JOSE LUIS / TORRES VEGA".
      const next = cells[i + 1];
      if (cells[i]!.length === 1 && words.length <= 2 && next?.length === 1) {
        const more = asName(next[0]!);
        if (more && more.length <= 2 && (words.length === 1 || (upper(cell) && upper(next[0]!)))) {
          found.push(split([...words, ...more], hispanic));
          i++;
          break;
        }
      }
      if (words.length >= 2) {
        found.push(split(words, hispanic));
        break;
      }
    }
  }
  // An e-mail address that spells one of the candidates names that one ("lina.nassar@…"); else the largest
  // type that reads as a name wins, then the first header line that does.
  const pieces = [...text.matchAll(/([\w.+-]+)@[\w-]+\.[\w.-]+/gu)].flatMap((m) =>
    m[1]!.toLowerCase().split(/[._+\d-]+/u),
  );
  const spells = (t: string) => pieces.some((p) => p === t || (t.length >= 4 && (p.startsWith(t) || p.endsWith(t))));
  // A job board's name printed large as its logo is also on its export lines ("Souq Wazaef | Candidate Profile").
  const exported = text
    .split('\n')
    .filter(isExportLine)
    .map((l) => ` ${foldString(l)} `);
  const all = [...headed, ...found].filter((n) => !exported.some((l) => l.includes(` ${foldString(n.full)} `)));
  const spelled = all.find((n) => asciiTokens(n.full.split(' ')).some(spells));
  return (
    spelled ?? all[0] ?? footerName(text, spells, hispanic) ?? emailName(text) ?? { first: '', last: '', full: '' }
  );
}

const FOOTER_MARK = /(?:^|[\s·•|—–-])(?:page\s*\d+|\d+\s*(?:\/|of)\s*\d+)\s*$/iu;

/**
 * No name at the head: a running footer that carries one ("Imran Qureshi · Curriculum Vitae", "KHALIL, Hamza — CV —
 * 1/1"): a line that also names the document or a page, or one of the last lines when the e-mail address spells it.
 */
function footerName(text: string, spells: (t: string) => boolean, hispanic: boolean): PersonName | undefined {
  const lines = text.split('\n').map((l) => l.trim());
  for (const [i, line] of lines.entries()) {
    if (!line || line.length > 80) continue;
    const marked = new RegExp(BANNER.source, 'iu').test(line) || FOOTER_MARK.test(line);
    if (!marked && i < lines.length - 2) continue;
    const round = turnedRound(line.replace(FOOTER_MARK, ''));
    const name = round
      ? { first: round[0]!, last: round[1]!, full: round.join(' ') }
      : (() => {
          const words = asName(line.replace(FOOTER_MARK, ''));
          return words && words.length >= 2 && words.length <= 4 ? split(words, hispanic) : undefined;
        })();
    if (name && (marked || asciiTokens(name.full.split(' ')).some(spells))) return name;
  }
  return undefined;
}

// Mailbox words that are not names: "info@", "hr.jobs@", "cv.2024@".
const MAILBOX_WORDS = new Set([
  'info',
  'contact',
  'mail',
  'email',
  'admin',
  'jobs',
  'job',
  'career',
  'careers',
  'work',
  'resume',
  'sales',
  'office',
  'hello',
  'the',
  'official',
  'acc',
  'eng',
  'engineer',
  'chef',
  'nurse',
  'hse',
]);

/** Last resort: a name the e-mail address spells as "first.last" ("mostafa.abdelrahman@…"), when the CV prints none. */
function emailName(text: string): PersonName | undefined {
  const local = /([A-Za-z][A-Za-z._-]*[A-Za-z])\d*@[\w-]+\.[\w.-]+/u.exec(text)?.[1];
  const words = local?.split(/[._-]/u) ?? [];
  if (words.length !== 2 || words.some((w) => w.length < 3 || MAILBOX_WORDS.has(w.toLowerCase()))) return undefined;
  const [first, last] = words.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()) as [string, string];
  return { first, last, full: `${first} ${last}` };
}

/** A full name found by other means (a NER model) split the way `findName` splits one. */
export const splitName = (full: string): PersonName => split(full.trim().split(/\s+/u).filter(Boolean));
