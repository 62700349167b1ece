import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { salaryBuckets } from '@tawzeef/jobs';
import { salaryBucketBit, salaryBucketBits } from './board.ts';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

describe("the board's salary buckets", () => {
  it('number the buckets in the order of salaryBuckets, one bit each', () => {
    expect(Object.keys(salaryBuckets).map((name) => salaryBucketBit(name as keyof typeof salaryBuckets))).toEqual([
      1, 2, 4, 8, 16,
    ]);
  });

  it('are computed in SQL from the same bounds as the legacy migration 0017 wrote into old databases', () => {
    // A database migrated the old way got its facets from 0017's literal SQL; the projection must agree with it.
    const legacy = readFileSync(new URL('../testing/legacy-migrations/0017_board_facets.sql', import.meta.url), 'utf8');
    expect(oneLine(legacy)).toContain(oneLine(salaryBucketBits));
  });
});
