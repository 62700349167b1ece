import { describe, expect, it } from 'vitest';
import { reachedStage } from './stage.ts';

describe('the furthest stage reached', () => {
  const at = '2026-01-01T00:00:00Z';
  it('reads the funnel: a rejection keeps the stage it came at, either interview step is the interview', () => {
    expect(reachedStage([at, null, null, null, null, null], 'SUBMITTED')).toBe('applied');
    expect(reachedStage([at, at, null, null, null, null], 'REJECTED')).toBe('reviewed');
    expect(reachedStage([at, at, at, null, null, null], 'REJECTED')).toBe('interview');
    expect(reachedStage([at, null, null, at, null, null], 'WITHDRAWN')).toBe('interview');
    expect(reachedStage([at, at, at, at, at, null], 'REJECTED')).toBe('offer');
    expect(reachedStage([at, at, at, at, at, at], 'HIRED')).toBe('hired');
  });
  it('falls back on the status before analytics has the application', () => {
    expect(reachedStage(null, 'OFFERED')).toBe('offer');
    expect(reachedStage(null, 'REJECTED')).toBe('applied');
  });
});
