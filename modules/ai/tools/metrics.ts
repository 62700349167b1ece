export type Counts = { tp: number; fp: number; fn: number };
export const counts = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

export function prf(c: Counts): { p: number; r: number; f1: number } {
  const p = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 0;
  const r = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 0;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
}

/** A single-valued field: an empty prediction is a miss, a wrong one is both a false positive and a miss. */
export function scoreField(
  c: Counts,
  predicted: string | undefined,
  truth: string,
  same = (a: string, b: string) => a === b,
): boolean {
  if (!predicted) {
    c.fn++;
    return false;
  }
  if (same(predicted, truth)) {
    c.tp++;
    return true;
  }
  c.fp++;
  c.fn++;
  return false;
}

function ranks(xs: number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rho with average ranks for ties (Pearson correlation of the ranks). */
export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return da && db ? num / Math.sqrt(da * db) : 0;
}

/** A label: one accepted answer, or several (synonyms, the name in either script). */
export type Accepted = string | string[];
export const accepted = (a: Accepted | null | undefined): string[] => (a == null ? [] : Array.isArray(a) ? a : [a]);

/**
 * Folds text for comparing labels: compatibility forms (Arabic presentation forms), case, Latin diacritics,
 * Arabic short vowels and tatweel, alef/yeh/teh-marbuta variants and Persian letter forms. Written here,
 * independent of the reader's own normalisation, so the evaluation does not share the code it measures.
 */
export function foldLabel(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\u0640/gu, '')
    .replace(/[\u0622\u0623\u0625\u0671]/gu, '\u0627')
    .replace(/\u0649/gu, '\u064A')
    .replace(/\u0629/gu, '\u0647')
    .replace(/\u06CC/gu, '\u064A')
    .replace(/\u06A9/gu, '\u0643')
    .replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Names compare on letters only ("Al-Khatib" = "Al Khatib" = "alkhatib"). */
export const sameName = (predicted: string, truth: Accepted): boolean => {
  const p = foldLabel(predicted).replace(/ /gu, '');
  return p !== '' && accepted(truth).some((t) => foldLabel(t).replace(/ /gu, '') === p);
};

/** A loose title match: equal, one inside the other on word boundaries, or at least half the words shared. */
export const sameTitle = (predicted: string, truth: Accepted): boolean => {
  const p = foldLabel(predicted);
  if (!p) return false;
  return accepted(truth).some((raw) => {
    const t = foldLabel(raw);
    if (!t) return false;
    if (p === t || ` ${p} `.includes(` ${t} `) || ` ${t} `.includes(` ${p} `)) return true;
    const a = new Set(p.split(' '));
    const b = new Set(t.split(' '));
    const shared = [...a].filter((w) => b.has(w)).length;
    return shared / new Set([...a, ...b]).size >= 0.5;
  });
};

/**
 * A single-valued field whose truth may be "none" (no phone, no current title): answering nothing when
 * the truth is none is correct and counts in neither precision nor recall; answering something is a
 * false positive.
 */
export function scoreOptional(
  c: Counts,
  predicted: string | undefined,
  truth: Accepted | null,
  same: (p: string, t: Accepted) => boolean,
): boolean {
  const none = truth == null || accepted(truth).length === 0;
  if (none) {
    if (predicted) c.fp++;
    return !predicted;
  }
  if (!predicted) {
    c.fn++;
    return false;
  }
  if (same(predicted, truth)) {
    c.tp++;
    return true;
  }
  c.fp++;
  c.fn++;
  return false;
}

/**
 * Skills as sets: a truth skill (any of its synonyms) is found when a predicted skill has the same key;
 * a predicted skill that matches no truth skill is a false positive. Several predictions matching the
 * same truth skill count once.
 */
export function scoreSkills(
  c: Counts,
  predicted: string[],
  truth: Accepted[],
  key: (s: string) => string,
): { extra: string[]; missing: string[] } {
  const want = truth.map((t) => new Set(accepted(t).map(key)));
  const got = new Map(predicted.map((s) => [key(s), s] as const));
  const extra: string[] = [];
  for (const [k, s] of got) if (!want.some((w) => w.has(k))) extra.push(s);
  const missing: string[] = [];
  truth.forEach((t, i) => {
    if ([...got.keys()].some((k) => want[i]!.has(k))) c.tp++;
    else {
      c.fn++;
      missing.push(accepted(t)[0]!);
    }
  });
  c.fp += extra.length;
  return { extra, missing };
}

export function percentile(xs: number[], q: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
}
