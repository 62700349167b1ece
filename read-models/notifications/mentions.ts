/**
 * The mention rule (docs/notifications-and-analytics.md, "Mentions"). A note mentions a member of the application's
 * company when it contains `@` directly followed by the member's full name ("@Sara Ali") or first name ("@Sara"):
 *
 * - compared after normalising both sides: Unicode NFC, lower case, any run of white space as one space, Arabic
 *   diacritics (harakat) and tatweel removed, and أ إ آ ٱ read as ا; so it is case-insensitive and works for Arabic
 *   names ("@ليلى" mentions ليلى حداد);
 * - the `@` must not follow a letter or digit (so an e-mail address mentions no one), and the name must not be
 *   followed by a letter, digit or mark ("@Sara," and "@Sara." mention Sara, "@Sarah" does not);
 * - at each `@`, full names win: if a member's full name follows, those members are mentioned; otherwise a first
 *   name mentions its member only when exactly one member (other than the author) has it;
 * - the author never mentions themself.
 */
export type MentionCandidate = { userId: string; firstName: string; lastName: string };

const arabicMarks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const wordChar = /[\p{L}\p{N}\p{M}_]/u;

export function normalizeMentionText(text: string): string {
  return text
    .normalize('NFC')
    .replace(arabicMarks, '')
    .replace(/[أإآٱ]/g, 'ا')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

const isWordChar = (c: string | undefined) => c !== undefined && wordChar.test(c);
const charAt = (s: string, i: number) => {
  const code = s.codePointAt(i);
  return code === undefined ? undefined : String.fromCodePoint(code);
};

/** The user ids (sorted) that `text` mentions among `members`. */
export function mentionedUserIds(
  text: string,
  members: readonly MentionCandidate[],
  authorId: string | null,
): string[] {
  const note = normalizeMentionText(text);
  const people = members
    .filter((m) => m.userId !== authorId)
    .map((m) => ({
      userId: m.userId,
      first: normalizeMentionText(m.firstName).trim(),
      full: normalizeMentionText(`${m.firstName} ${m.lastName}`).trim(),
    }))
    .filter((p) => p.first !== '');
  const found = new Set<string>();
  for (let i = note.indexOf('@'); i !== -1; i = note.indexOf('@', i + 1)) {
    if (i > 0 && isWordChar([...note.slice(Math.max(0, i - 2), i)].at(-1))) continue;
    const rest = note.slice(i + 1);
    const follows = (name: string) => rest.startsWith(name) && !isWordChar(charAt(rest, name.length));
    const byFull = people.filter((p) => p.full !== p.first && follows(p.full));
    if (byFull.length > 0) {
      for (const p of byFull) found.add(p.userId);
      continue;
    }
    const byFirst = people.filter((p) => follows(p.first));
    if (byFirst.length === 1) found.add(byFirst[0]!.userId);
  }
  return [...found].sort();
}
