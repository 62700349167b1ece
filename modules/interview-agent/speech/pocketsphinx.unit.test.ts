import { describe, expect, it } from 'vitest';
import { normalizeHypothesis, parseTimedOutput } from './pocketsphinx.ts';

describe('normalizeHypothesis', () => {
  it('joins segment lines and drops fillers and log noise', () => {
    expect(
      normalizeHypothesis('INFO: x\nREADY....\ni have five years <sil> [NOISE]\n000000001: of experience(2)\n'),
    ).toBe('i have five years of experience');
  });
});

describe('parseTimedOutput', () => {
  it('reads the words and their mean posterior as the confidence, without fillers', () => {
    const out = [
      'i have node',
      '<s> 0.000 0.130 0.998102',
      'i 0.140 0.420 0.9',
      '<sil> 0.890 0.950 0.550753',
      'have(2) 0.960 1.350 0.8',
      '[NOISE] 1.360 1.380 0.553514',
      'node 1.390 1.760 0.7',
      '</s> 8.190 8.580 1.000000',
    ].join('\n');
    expect(parseTimedOutput(out)).toEqual({ text: 'i have node', confidence: 0.8 });
  });

  it('gives a garbled decode a low confidence and silence none', () => {
    const garbled = 'jump on you\n<s> 0 0.1 0.99\njump 0.1 0.4 0.003866\non 0.4 0.6 0.034533\nyou 0.6 0.8 0.016112\n';
    expect(parseTimedOutput(garbled).confidence).toBeLessThan(0.1);
    expect(parseTimedOutput('\n<s> 0 0.1 0.99\n</s> 0.1 0.2 1.0\n')).toEqual({ text: '', confidence: 0 });
  });
});
