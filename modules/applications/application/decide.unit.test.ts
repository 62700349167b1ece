import { describe, expect, it } from 'vitest';
import {
  applicationStatuses,
  evolveApplication,
  initialApplicationState,
  type ApplicationEvent,
  type ApplicationStatus,
} from './application.ts';
import { applicationDecider, canChangeStatus, decideApplication, type SubmitApplication } from './decide.ts';

const now = new Date('2026-03-01T10:00:00Z');
const submit: SubmitApplication = {
  type: 'SubmitApplication',
  applicationId: 'a1',
  jobId: 'j1',
  companyId: 'c1',
  candidateId: 'cand1',
  source: 'candidate',
  applicant: {
    firstName: 'Sara',
    lastName: 'Ali',
    email: 'sara@example.com',
    countryCode: '+962',
    phone: '791234567',
    portfolioUrl: null,
  },
  cv: { storageKey: 'k.pdf', fileName: 'cv.pdf', fileSize: 10, cvId: 'cv1' },
  coverLetter: null,
  expectedSalary: null,
  noticePeriod: null,
  now,
};

const given = (...events: ApplicationEvent[]) => events.reduce(evolveApplication, initialApplicationState());
const submitted = () => decideApplication(submit, initialApplicationState());
const inStatus = (status: ApplicationStatus) =>
  status === 'SUBMITTED'
    ? given(...submitted())
    : given(...submitted(), {
        type: 'ApplicationStatusChanged',
        data: {
          applicationId: 'a1',
          status,
          previousStatus: 'SUBMITTED',
          actorId: 'u',
          reason: null,
          changedAt: now.toISOString(),
        },
      });
const change = (status: ApplicationStatus, reason: string | null = null) =>
  ({ type: 'ChangeApplicationStatus', status, actorId: 'recruiter', reason, now }) as const;

describe('application decider', () => {
  it('submits once, with the shape the jobs read model counts', () => {
    const [event] = submitted();
    expect(event).toMatchObject({
      type: 'ApplicationSubmitted',
      data: {
        applicationId: 'a1',
        jobId: 'j1',
        candidateId: 'cand1',
        status: 'SUBMITTED',
        submittedAt: now.toISOString(),
      },
    });
    expect(decideApplication(submit, given(...submitted()))).toEqual([]);
  });

  it('refuses commands on an application that does not exist', () => {
    expect(() => decideApplication(change('REVIEWING'), initialApplicationState())).toThrow(
      expect.objectContaining({ code: 'APPLICATION.NOT_FOUND' }),
    );
  });

  const recruiterTargets = applicationStatuses.filter((s) => s !== 'WITHDRAWN');
  for (const from of applicationStatuses) {
    for (const to of recruiterTargets) {
      if (from === to) continue;
      const allowed = from !== 'WITHDRAWN' && from !== 'HIRED' && (to !== 'HIRED' || from === 'OFFERED');
      it(`${from} → ${to} by a recruiter is ${allowed ? 'recorded' : 'refused'}`, () => {
        expect(canChangeStatus(from, to)).toBe(allowed);
        const state = inStatus(from);
        if (allowed) {
          expect(decideApplication(change(to, 'fits'), state)).toEqual([
            {
              type: 'ApplicationStatusChanged',
              data: {
                applicationId: 'a1',
                status: to,
                previousStatus: from,
                actorId: 'recruiter',
                reason: 'fits',
                changedAt: now.toISOString(),
              },
            },
          ]);
        } else {
          expect(() => decideApplication(change(to), state)).toThrow(
            expect.objectContaining({ code: 'APPLICATION.INVALID_TRANSITION' }),
          );
        }
      });
    }
  }

  it('setting the current status again records nothing', () => {
    expect(decideApplication(change('REVIEWING'), inStatus('REVIEWING'))).toEqual([]);
  });

  it('a recruiter cannot withdraw an application', () => {
    expect(() => decideApplication(change('WITHDRAWN'), inStatus('REVIEWING'))).toThrow(
      expect.objectContaining({ code: 'APPLICATION.WITHDRAW_FORBIDDEN' }),
    );
  });

  describe('withdrawal by the candidate', () => {
    const withdraw = (candidateId = 'cand1') =>
      ({ type: 'WithdrawApplication', candidateId, reason: 'took another offer', now }) as const;
    for (const from of ['SUBMITTED', 'REVIEWING', 'INTERVIEW_SCHEDULED', 'INTERVIEWED', 'OFFERED'] as const) {
      it(`from ${from} records the status change and the withdrawal`, () => {
        const events = decideApplication(withdraw(), inStatus(from));
        expect(events.map((e) => e.type)).toEqual(['ApplicationStatusChanged', 'ApplicationWithdrawn']);
        expect(events[0]?.data).toMatchObject({ status: 'WITHDRAWN', previousStatus: from, actorId: 'cand1' });
        expect(given(...submitted(), ...events)).toMatchObject({ status: 'WITHDRAWN' });
      });
    }
    for (const from of ['HIRED', 'REJECTED'] as const) {
      it(`from ${from} is refused`, () => {
        expect(() => decideApplication(withdraw(), inStatus(from))).toThrow(
          expect.objectContaining({ code: 'APPLICATION.INVALID_TRANSITION' }),
        );
      });
    }
    it('twice records nothing the second time', () => {
      expect(decideApplication(withdraw(), inStatus('WITHDRAWN'))).toEqual([]);
    });
    it('by someone else answers not found', () => {
      expect(() => decideApplication(withdraw('intruder'), inStatus('SUBMITTED'))).toThrow(
        expect.objectContaining({ code: 'APPLICATION.NOT_FOUND' }),
      );
    });
  });

  describe('CV analysis', () => {
    const analyzed = {
      type: 'RecordCvAnalysis',
      result: { status: 'analyzed', score: 81, results: { summary: 'Strong' }, provenance: { engine: 'local' } },
      now,
    } as const;
    it('records CvAnalyzed once', () => {
      const events = decideApplication(analyzed, inStatus('SUBMITTED'));
      expect(events).toEqual([
        {
          type: 'CvAnalyzed',
          data: {
            applicationId: 'a1',
            score: 81,
            results: { summary: 'Strong' },
            provenance: { engine: 'local' },
            analyzedAt: now.toISOString(),
          },
        },
      ]);
      expect(decideApplication(analyzed, given(...submitted(), ...events))).toEqual([]);
    });
    it('records a failure for manual review', () => {
      const failed = {
        type: 'RecordCvAnalysis',
        result: { status: 'failed', error: { code: 'CV.ENCRYPTED', message: 'locked' }, provenance: null },
        now,
      } as const;
      expect(applicationDecider.decide(failed, inStatus('REVIEWING'))).toMatchObject([
        { type: 'CvAnalysisFailed', data: { error: { code: 'CV.ENCRYPTED' } } },
      ]);
    });
  });
});
