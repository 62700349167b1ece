import type { RewriteJobFieldInput, RewriteJobFieldResult } from '../../schemas/job.ts';
import type { TextLanguage } from '../../schemas/language.ts';
import { expandTitle } from '../titles.ts';
import { roleFor } from './catalog.ts';
import { bullets, cap } from './job-analysis.ts';
import { paraphrase } from './paraphrase.ts';
import { detectLanguage, looseText } from './script.ts';
import { displayTitle, withoutRepeats } from './titles.ts';
import { departmentName } from './vocabulary.ts';

type Rewrite = Omit<RewriteJobFieldResult, 'provenance'>;
const LIMITS = { description: 2000, requirements: 1500, responsibilities: 1500, benefits: 1000, title: 120 };

/** The points of a text: its lines; a one-line text is split at its sentences and semicolons. */
function items(text: string, field: string): string[] {
  const clean = text.replace(/\r/gu, '').trim();
  const oneLine = !clean.includes('\n');
  const separator = field === 'description' || oneLine ? /\n+|(?<=[.!?؟])\s+|;\s*|؛\s*/u : /\n+/u;
  return clean
    .split(separator)
    .map((s) =>
      s
        .replace(/^(?:[\s\-*•·]+|\d+[.)]\s+)+/u, '')
        .replace(/\s+/gu, ' ')
        .trim(),
    )
    .filter((s) => s.length > 1);
}

const SHORTHAND: Array<[RegExp, string]> = [
  [/\byrs?\b\.?/giu, 'years'],
  [/\bexp\b\.?/giu, 'experience'],
  [/\bw\/(?=\s)/giu, 'with'],
  [/\bmgmt\b/giu, 'management'],
  [/\breqs?\b/giu, 'requirements'],
  [/\b(\d+)\s*\+\s*years/giu, '$1+ years'],
  [/\bi\b/gu, 'I'],
];

/** Shorthand spelled out, a doubled word once, Arabic punctuation in Arabic text, a capital to start. */
function polish(item: string, language: TextLanguage): string {
  // "5 yrs exp; 5 yrs exp": a point said twice in one line once.
  const pieces = item.split(/\s*[;؛]\s*/u).filter(Boolean);
  let t = withoutRepeats(
    pieces.filter((p, i) => pieces.findIndex((o) => looseText(o) === looseText(p)) === i).join('; '),
  );
  if (language === 'en') for (const [re, to] of SHORTHAND) t = t.replace(re, to);
  else
    t = t
      .replace(/\s*,\s*/gu, '، ')
      .replace(/\s*;\s*/gu, '؛ ')
      .replace(/\?/gu, '؟');
  return t[0]!.toLocaleUpperCase() + t.slice(1);
}

const unique = (list: string[]) => list.filter((s, i) => list.findIndex((o) => looseText(o) === looseText(s)) === i);

/** Hides the job title while rewording, so that "ضمان جودة البرمجيات" in a title is never reworded. */
function guarded(text: string, names: string[], language: TextLanguage, variant: number) {
  const kept: string[] = [];
  let masked = text;
  for (const name of names.filter((n) => n.length > 2).sort((a, b) => b.length - a.length))
    masked = masked.split(name).join(`\uE000${kept.push(name) - 1}\uE000`);
  const { text: out, changes } = paraphrase(masked, language, variant);
  return { text: out.replace(/\uE000(\d+)\uE000/gu, (_, i: string) => kept[Number(i)]!), changes };
}

const EN_SENIORITY = /^(Senior|Junior|Lead|Principal|Staff)\s+/u;
const AR_SENIORITY = /\s+(أول|مبتدئ|رئيسي|متدرب)$/u;

/** Another title for the same role: the catalogue's other names for it, with the title's own seniority kept. */
function rewriteTitle(input: RewriteJobFieldInput, language: TextLanguage, variant: number): Rewrite {
  const role = roleFor(input.text, input.department);
  const own = withoutRepeats(language === 'ar' ? input.text.trim().replace(/\s+/gu, ' ') : expandTitle(input.text));
  const seniority = (language === 'ar' ? AR_SENIORITY : EN_SENIORITY).exec(own)?.[1];
  const base = seniority ? own.replace(language === 'ar' ? AR_SENIORITY : EN_SENIORITY, '') : own;
  const withSeniority = (title: string) =>
    !seniority ? title : language === 'ar' ? `${title} ${seniority}` : `${seniority} ${title}`;
  // The role's names in a fixed order: a title already in the list moves to the next one, so successive
  // rewrites walk the list instead of coming back; another title starts at the variant's place in it.
  const names = (role.id === 'generic' ? [] : [role.title[language], ...role.aliases[language]])
    .map(withSeniority)
    .concat(language === 'en' && seniority ? [`${base} (${seniority})`] : [])
    .filter((c, i, all) => c.length <= LIMITS.title && all.findIndex((o) => looseText(o) === looseText(c)) === i);
  const at = names.findIndex((c) => looseText(c) === looseText(input.text));
  const fresh = names.filter((c) => looseText(c) !== looseText(input.text));
  const text =
    at >= 0 && names.length > 1
      ? names[(at + 1) % names.length]!
      : fresh.length
        ? fresh[Math.max(0, variant - 1) % fresh.length]!
        : own;
  const department =
    role.id === 'generic' ? (departmentName(input.department, language) ?? null) : role.department[language];
  return { field: 'title', text, shortDescription: null, department, language };
}

/**
 * "Rewrite with AI" in the local engine: the recruiter's own facts, reworded (every phrase the paraphrase rings
 * know takes another wording; `variant` chooses which), shorthand spelled out, repeats removed, lists as bullets.
 * It adds no claim. When nothing could be reworded, the order of the points changes, so the answer always differs.
 */
export function rewriteJobText(input: RewriteJobFieldInput, variant = 0): Rewrite {
  // A rewrite keeps the language its text is written in.
  const language = detectLanguage(input.text);
  if (input.field === 'title') return rewriteTitle(input, language, variant);
  const names = [
    input.jobTitle ?? '',
    ...(input.jobTitle ? [displayTitle(input.jobTitle, roleFor(input.jobTitle), language).text] : []),
  ];
  let list = unique(
    items(input.text, input.field).map((s) => guarded(polish(s, language), names, language, variant).text),
  );
  const render = (l: string[]) =>
    input.field === 'description'
      ? l.map((s) => (/[.!?؟…:]$/u.test(s) ? s : `${s}.`)).join(' ')
      : bullets(l.map((s) => s.replace(/[.;؛]+$/u, '')));
  let text = render(list);
  if (looseText(text) === looseText(input.text) && list.length > 2) {
    // Nothing to reword: offer the points in another order, the first (the lead) kept in place.
    const tail = list.slice(1);
    // One step each time, so successive rewrites walk through the orders rather than undo one another.
    list = [list[0]!, ...tail.slice(1), tail[0]!];
    text = render(list);
  }
  const limit = LIMITS[input.field];
  return {
    field: input.field,
    text: cap(text, limit),
    shortDescription: input.field === 'description' ? cap(list[0] ?? text, 200) : null,
    department: null,
    language,
  };
}
