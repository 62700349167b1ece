import { describe, expect, it } from 'vitest';
import { normalizeHypothesis } from './pocketsphinx.ts';

describe('normalizeHypothesis', () => {
  it('joins segment lines and drops fillers and log noise', () => {
    expect(
      normalizeHypothesis('INFO: x\nREADY....\ni have five years <sil> [NOISE]\n000000001: of experience(2)\n'),
    ).toBe('i have five years of experience');
  });
});
