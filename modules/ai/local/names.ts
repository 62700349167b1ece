import { foldString } from './normalize.ts';
import { countriesNamed } from './places.ts';
import { splitSections } from './sections.ts';
import { isExportLine } from './name-noise.ts';
import { footerName, emailName } from './name-fallbacks.ts';
import { nameFields, turnedRound, nameInHeadline, joinBrokenNames, cellsOf, asciiTokens } from './name-lines.ts';
import { type PersonName, asName, split, upper } from './name-split.ts';
import { SPANISH_NAMES } from './name-words.ts';

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
