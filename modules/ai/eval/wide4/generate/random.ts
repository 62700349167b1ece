// --- seeded choices ---------------------------------------------------------------------------------------------
let seed = 15_2026;
export const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
export const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
export const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
