import { BANNER } from './name-noise.ts';
import { turnedRound, asciiTokens } from './name-lines.ts';
import { type PersonName, asName, split } from './name-split.ts';
import { MAILBOX_WORDS } from './name-words.ts';

const FOOTER_MARK = /(?:^|[\s·•|—–-])(?:page\s*\d+|\d+\s*(?:\/|of)\s*\d+)\s*$/iu;

/**
 * No name at the head: a running footer that carries one ("Imran Qureshi · Curriculum Vitae", "KHALIL, Hamza — CV —
 * 1/1"): a line that also names the document or a page, or one of the last lines when the e-mail address spells it.
 */
export function footerName(text: string, spells: (t: string) => boolean, hispanic: boolean): PersonName | undefined {
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

/** Last resort: a name the e-mail address spells as "first.last" ("mostafa.abdelrahman@…"), when the CV prints none. */
export function emailName(text: string): PersonName | undefined {
  const local = /([A-Za-z][A-Za-z._-]*[A-Za-z])\d*@[\w-]+\.[\w.-]+/u.exec(text)?.[1];
  const words = local?.split(/[._-]/u) ?? [];
  if (words.length !== 2 || words.some((w) => w.length < 3 || MAILBOX_WORDS.has(w.toLowerCase()))) return undefined;
  const [first, last] = words.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()) as [string, string];
  return { first, last, full: `${first} ${last}` };
}
