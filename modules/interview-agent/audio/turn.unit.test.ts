import { describe, expect, it } from 'vitest';
import { soundsUnfinished, turnIsOver } from './turn.ts';

const timing = { pauseMs: 800, holdMs: 2_000 };

describe('end of turn', () => {
  it('ends on a short pause after a finished sentence', () => {
    expect(turnIsOver(500, 'i have five years of experience', timing, 'en')).toBe(false);
    expect(turnIsOver(800, 'i have five years of experience', timing, 'en')).toBe(true);
  });

  it('waits longer when the words stop mid-sentence', () => {
    expect(soundsUnfinished('i moved to berlin because')).toBe(true);
    expect(soundsUnfinished('we used postgres and')).toBe(true);
    expect(soundsUnfinished('we used postgres')).toBe(false);
    expect(turnIsOver(1_200, 'i want this job because', timing, 'en')).toBe(false);
    expect(turnIsOver(2_000, 'i want this job because', timing, 'en')).toBe(true);
  });

  it('waits for the hold while the last words are still being decoded', () => {
    expect(turnIsOver(1_000, null, timing, 'en')).toBe(false);
    expect(turnIsOver(2_100, null, timing, 'en')).toBe(true);
  });

  it('does not read English grammar into another language', () => {
    expect(turnIsOver(900, 'and', timing, 'ar')).toBe(true);
  });
});
