import { existsSync, readFileSync } from 'node:fs';
import taxonomy from './skills-taxonomy.json' with { type: 'json' };

// The skills a CV or a job names: a curated core (skills-taxonomy.json: canonical names, synonyms and
// Arabic names) plus, when installed, the matchable part of ESCO (skills-esco.json, built by
// tools/build-skills-taxonomy.ts at install time). One token trie over all labels finds them in one
// pass; docs/skills-taxonomy.md says which labels are matchable and why.

export type Entry = { name: string; category: string; aliases: string[]; arabic: string[]; core: boolean };
type EscoFile = {
  version: string;
  core: Record<string, string[]>;
  skills: Array<{ name: string; category: string; aliases: string[] }>;
};
const ESCO_FILE = new URL('./skills-esco.json', import.meta.url);

function loadEsco(): EscoFile | null {
  if (process.env.TAWZEEF_SKILLS_ESCO === 'off' || !existsSync(ESCO_FILE)) return null;
  try {
    return JSON.parse(readFileSync(ESCO_FILE, 'utf8')) as EscoFile;
  } catch {
    return null;
  }
}

export const esco = loadEsco();
export const entries: Entry[] = (taxonomy as { skills: Omit<Entry, 'core'>[] }).skills.map((e) => ({
  ...e,
  aliases: [...e.aliases, ...(esco?.core[e.name] ?? [])],
  core: true,
}));
if (esco) for (const s of esco.skills) entries.push({ ...s, arabic: [], core: false });
export const byName = new Map(entries.map((e) => [e.name, e]));
