// Where a name sits among the lines of a CV: table cells, "Surname" and "First name" fields, a name turned round
// ("KHALIL, Hamza"), a name broken over two lines or inside a headline.
import { foldString } from './normalize.ts';
import { looksLikeTitle } from './titles.ts';
import { BANNER, isExportLine } from './name-noise.ts';
import { namePiece, asName, type PersonName } from './name-split.ts';
import { JOINS_NEXT } from './name-words.ts';

export const cellsOf = (line: string) =>
  line
    .split(/\t| {3,}|\s\|\s/u)
    .map((c) => c.trim())
    .filter(Boolean);

/** "KHALIL, Ahmad": an upper-case family name, a comma, then the given names. */
export function turnedRound(raw: string): string[] | undefined {
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
export function nameInHeadline(group: readonly string[]): string[] | undefined {
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

export const asciiTokens = (words: string[]) =>
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
export function nameFields(text: string): PersonName | undefined {
  const head = text.slice(0, 2000);
  const last = SURNAME_FIELD.exec(head)?.[1];
  const given = GIVEN_FIELD.exec(head)?.[1];
  const lastWords = last ? asName(last) : undefined;
  const givenWords = given ? asName(given) : undefined;
  if (!lastWords || !givenWords || lastWords.length > 3 || givenWords.length > 3) return undefined;
  return { first: givenWords[0]!, last: lastWords.join(' '), full: [...givenWords, ...lastWords].join(' ') };
}
