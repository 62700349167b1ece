import { describe, expect, it } from 'vitest';
import type { IndexedJob } from './job-index.ts';
import { before, bestPerGroup, type Ranked } from './top.ts';

/** A small deterministic PRNG, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const job = (n: number, companyId: string, searchTitle: string, postedAt: number): IndexedJob => ({
  jobId: `job-${String(n).padStart(4, '0')}`,
  companyId,
  keys: [],
  experienceMin: null,
  experienceMax: null,
  jobLevel: 'MID',
  searchTitle,
  postedAt,
  deadlineAt: null,
});

describe('bestPerGroup', () => {
  it('keeps one posting per company and title: the best, then the newest', () => {
    const best = bestPerGroup(5);
    const entries: Ranked[] = [
      { slot: 0, job: job(0, 'acme', 'frontend developer', 1), score: 66 },
      { slot: 1, job: job(1, 'acme', 'frontend developer', 2), score: 66 },
      { slot: 2, job: job(2, 'acme', 'frontend developer', 3), score: 66 },
      { slot: 3, job: job(3, 'acme', 'frontend developer', 0), score: 66 },
      { slot: 4, job: job(4, 'other', 'frontend developer', 0), score: 66 },
      { slot: 5, job: job(5, 'acme', 'ui engineer', 0), score: 90 },
    ];
    for (const e of entries) best.offer(e);
    expect(best.entries.map((e) => e.job.jobId)).toEqual(['job-0005', 'job-0002', 'job-0004']);
  });

  it('equals sorting every entry and taking each group’s first, over random pools', () => {
    const rnd = random(19);
    for (let round = 0; round < 300; round++) {
      const limit = 1 + Math.floor(rnd() * 8);
      const pool: Ranked[] = Array.from({ length: Math.floor(rnd() * 60) }, (_, n) => ({
        slot: n,
        job: job(n, `c${Math.floor(rnd() * 4)}`, `t${Math.floor(rnd() * 4)}`, Math.floor(rnd() * 5)),
        score: Math.floor(rnd() * 6) * 20,
      }));
      const best = bestPerGroup(limit);
      for (const e of pool) if (best.admits(e.score)) best.offer(e);

      const sorted = [...pool].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
      const groups = new Set<string>();
      const expected = sorted.filter((e) => {
        const key = `${e.job.companyId}/${e.job.searchTitle}`;
        if (groups.has(key)) return false;
        groups.add(key);
        return true;
      });
      expect(best.entries.map((e) => e.job.jobId)).toEqual(expected.slice(0, limit).map((e) => e.job.jobId));
    }
  });
});
