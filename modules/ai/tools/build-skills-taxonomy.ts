// tsx modules/ai/tools/build-skills-taxonomy.ts <esco-skills.csv> [out.json]
// Turns ESCO's skills pillar (one row per concept: preferred label, alternative labels one per line,
// description, concept URI) into the runtime file that modules/ai/local/skills.ts adds to its curated
// core. Only labels a CV would write are kept: short noun phrases (knowledge, fields, tools, languages),
// never the verb phrases ESCO names competences with ("manage a team"), and nothing ambiguous.
// scripts/lib/skills-data.sh fetches the source from PyPI and runs this; docs/skills-taxonomy.md says why.
import { readFileSync, writeFileSync } from 'node:fs';
import { foldString } from '../local/normalize.ts';
import core from '../local/skills-taxonomy.json' with { type: 'json' };
import { type EscoRow, type EscoTaxonomy, type EscoSkill, escoRows } from './esco-csv.ts';
import {
  verbsOf,
  definesItself,
  clean,
  matchable,
  words,
  SMALL,
  stemOf,
  nominal,
  american,
  titleCase,
} from './esco-labels.ts';

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
