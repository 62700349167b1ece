import { describe, expect, it } from 'vitest';
import { ruleFor } from './rules.ts';

describe('ruleFor', () => {
  it('tells of a completed AI interview once: InterviewCompleted, not the hiring process setting INTERVIEWED after it', () => {
    expect(ruleFor('InterviewCompleted', { interviewId: 'i1' })?.kind).toBe('interview.completed');
    expect(ruleFor('ApplicationStatusChanged', { status: 'INTERVIEWED', actorId: null })).toBeNull();
  });

  it('still tells when a recruiter marks an application interviewed (an interview outside the platform)', () => {
    expect(ruleFor('ApplicationStatusChanged', { status: 'INTERVIEWED', actorId: 'u1' })?.kind).toBe(
      'interview.completed',
    );
    expect(ruleFor('ApplicationStatusChanged', { status: 'OFFERED', actorId: null })?.kind).toBe('offer.extended');
  });
});
