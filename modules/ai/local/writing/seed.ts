import { createHash } from 'node:crypto';

/** A deterministic random source: the same seed always gives the same choices (tests stay stable). */
export type Rng = {
  /** A number in [0, 1). */
  next(): number;
  /** One item, chosen by the seed. */
  pick<T>(items: readonly T[]): T;
  /** The items in a seeded order. */
  shuffle<T>(items: readonly T[]): T[];
};

/** mulberry32 seeded from sha256 of the parts. */
export function rng(...parts: unknown[]): Rng {
  const digest = createHash('sha256').update(JSON.stringify(parts)).digest();
  let state = digest.readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

/**
 * The wording of one slot: variant 0 takes a seeded alternative, and each next variant the following one,
 * so that "Regenerate" always changes every slot that has more than one wording.
 */
export function slot<T>(alternatives: readonly T[], seed: Rng, variant: number): T {
  const base = Math.floor(seed.next() * alternatives.length);
  return alternatives[(base + variant) % alternatives.length]!;
}
