import { describe, expect, it } from 'vitest';
import { contributionOf, recruiterDecision, withStatus, type AnalyticsRow } from './row.ts';

const base: AnalyticsRow = {
  applicationId: 'a',
  companyId: 'c',
  jobId: 'j',
  department: 'Eng',
  location: 'Amman',
  source: 'candidate',
  status: 'SUBMITTED',
  stageAt: ['2026-01-01T00:00:00.000Z', null, null, null, null, null],
  rejectedAt: null,
  withdrawnAt: null,
  analysis: 'DONE',
  cvScore: 80,
  aiRecommendation: 'REJECT',
  skills: ['sql'],
  salaryMonthly: 1000,
  salaryCurrency: 'JOD',
};

describe('an application in analytics', () => {
  it('keeps the first entry of each stage and counts what it reached', () => {
    let row = withStatus(base, 'REVIEWING', '2026-01-03T00:00:00.000Z');
    row = withStatus(row, 'INTERVIEW_SCHEDULED', '2026-01-05T00:00:00.000Z');
    row = withStatus(row, 'REVIEWING', '2026-01-06T00:00:00.000Z');
    row = withStatus(row, 'REJECTED', '2026-01-09T00:00:00.000Z');
    expect(row.stageAt[1]).toBe('2026-01-03T00:00:00.000Z');
    const c = contributionOf(row);
    expect(c.key).toEqual({
      companyId: 'c',
      month: '2026-01-01',
      department: 'Eng',
      location: 'Amman',
      source: 'candidate',
      currency: 'JOD',
    });
    expect(c.metrics).toMatchObject({
      applications: 1,
      reviewing: 1,
      interviewScheduled: 1,
      interviewed: 0,
      rejected: 1,
    });
    expect(c.metrics).toMatchObject({ stage0DaysSum: 2, stage0N: 1, stage1DaysSum: 2, stage2DaysSum: 4, stage2N: 1 });
    // Reached an interview: the recruiter advanced it, the AI said reject: no agreement.
    expect(recruiterDecision(row)).toBe('ADVANCE');
    expect(c.metrics).toMatchObject({ aiDecided: 1, aiAgreed: 0 });
  });

  it('counts the hire, its time and salary', () => {
    const row = withStatus(
      withStatus(base, 'OFFERED', '2026-01-11T00:00:00.000Z'),
      'HIRED',
      '2026-01-21T00:00:00.000Z',
    );
    expect(contributionOf(row).metrics).toMatchObject({
      hired: 1,
      offered: 1,
      hireDaysSum: 20,
      salarySum: 1000,
      salaryN: 1,
    });
  });
});
