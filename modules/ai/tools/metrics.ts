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
