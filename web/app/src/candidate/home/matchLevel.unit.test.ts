import { describe, expect, it } from 'vitest';
import { matchLevelOf } from './matchLevel.ts';

describe('match levels of recommended jobs', () => {
  it('calls 70 and above strong, 40 to 69 partial, below 40 weak', () => {
    expect([100, 70, 69, 40, 39, 0].map((score) => matchLevelOf(score))).toEqual([
      'strong',
      'strong',
      'partial',
      'partial',
      'weak',
      'weak',
    ]);
  });

  it("takes the server's level when it sends one", () => {
    expect(matchLevelOf(66, 'strong')).toBe('strong');
    expect(matchLevelOf(66, 'bogus' as never)).toBe('partial');
  });
});
