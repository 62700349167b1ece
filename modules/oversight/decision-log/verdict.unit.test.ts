import { describe, expect, it } from 'vitest';
import { cvStance, fitOfScore, interviewStance, statusDirection, verdictOf } from './verdict.ts';

describe('the AI stance', () => {
  it('of a CV analysis follows its fit: Excellent and Good advance, Poor rejects, Fair takes no side', () => {
    expect(cvStance('Excellent', 10)).toBe('ADVANCE');
    expect(cvStance('Good', null)).toBe('ADVANCE');
    expect(cvStance('Fair', 90)).toBe('NONE');
    expect(cvStance('Poor', 90)).toBe('REJECT');
  });

  it('of a CV analysis without a fit comes from the score bands 80 / 65 / 45', () => {
    expect([fitOfScore(80), fitOfScore(79), fitOfScore(65), fitOfScore(64), fitOfScore(45), fitOfScore(44)]).toEqual([
      'Excellent',
      'Good',
      'Good',
      'Fair',
      'Fair',
      'Poor',
    ]);
    expect(cvStance(undefined, 65)).toBe('ADVANCE');
    expect(cvStance('unknown', 64)).toBe('NONE');
    expect(cvStance(null, 44)).toBe('REJECT');
    expect(cvStance(null, null)).toBe('NONE');
  });

  it('of an AI interview follows its recommendation; insufficient evidence takes no side', () => {
    expect(interviewStance('SECOND_INTERVIEW')).toBe('ADVANCE');
    expect(interviewStance('OFFER')).toBe('ADVANCE');
    expect(interviewStance('REJECT')).toBe('REJECT');
    expect(interviewStance('INSUFFICIENT_EVIDENCE')).toBe('NONE');
    expect(interviewStance('OFFER', true)).toBe('NONE');
  });
});

describe('a decision', () => {
  it('moves forward, rejects or neither by the status it sets', () => {
    expect(['INTERVIEW_SCHEDULED', 'INTERVIEWED', 'OFFERED', 'HIRED'].map(statusDirection)).toEqual([
      'ADVANCE',
      'ADVANCE',
      'ADVANCE',
      'ADVANCE',
    ]);
    expect(statusDirection('REJECTED')).toBe('REJECT');
    expect(statusDirection('REVIEWING')).toBe('NEUTRAL');
    expect(statusDirection('SUBMITTED')).toBe('NEUTRAL');
  });

  it('follows the AI when it goes the same way and overrides it when it goes the other way', () => {
    expect(verdictOf('ADVANCE', 'ADVANCE')).toBe('FOLLOWED');
    expect(verdictOf('REJECT', 'REJECT')).toBe('FOLLOWED');
    expect(verdictOf('ADVANCE', 'REJECT')).toBe('OVERRODE');
    expect(verdictOf('REJECT', 'ADVANCE')).toBe('OVERRODE');
  });

  it('cannot be compared without an AI side, without a direction or without an AI output', () => {
    expect(verdictOf('NONE', 'ADVANCE')).toBe('NOT_COMPARABLE');
    expect(verdictOf('ADVANCE', 'NEUTRAL')).toBe('NOT_COMPARABLE');
    expect(verdictOf(null, 'REJECT')).toBe('NOT_COMPARABLE');
  });
});
