import { describe, expect, it } from 'vitest';
import {
  applicationStatuses,
  evolveApplication,
  initialApplicationState,
  type ApplicationEvent,
  type ApplicationStatus,
} from './application.ts';
import { applicationDecider, decideApplication, type SubmitApplication } from './decide.ts';
import { canChangeStatus } from './status-machine.ts';

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
const note = (text: string) =>
  ({
    type: 'AddApplicationNote',
    noteId: 'n1',
    source: 'USER',
    authorId: 'recruiter',
    text,
    provenance: null,
    now,
  }) as const;
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
    it("records the name check beside the engine's results", () => {
      const nameCheck = { cvName: 'Khaled Haddad', matches: false };
      const events = decideApplication(
        { ...analyzed, result: { ...analyzed.result, nameCheck } },
        inStatus('SUBMITTED'),
      );
      expect(events).toMatchObject([{ type: 'CvAnalyzed', data: { results: { summary: 'Strong' }, nameCheck } }]);
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
    it("after a failure a recruiter may schedule an interview; the invitation's own status change then records nothing", () => {
      const failed = {
        type: 'RecordCvAnalysis',
        result: { status: 'failed', error: { code: 'CV.NO_TEXT', message: 'empty' }, provenance: null },
        now,
      } as const;
      const state = given(...submitted(), ...decideApplication(failed, inStatus('SUBMITTED')));
      expect(state).toMatchObject({ analysis: 'FAILED', status: 'SUBMITTED' });
      const scheduled = decideApplication(change('INTERVIEW_SCHEDULED'), state);
      expect(scheduled).toMatchObject([
        { type: 'ApplicationStatusChanged', data: { status: 'INTERVIEW_SCHEDULED', previousStatus: 'SUBMITTED' } },
      ]);
      const byWorkflow = { ...change('INTERVIEW_SCHEDULED', 'AI interview'), actorId: null };
      expect(decideApplication(byWorkflow, scheduled.reduce(evolveApplication, state))).toEqual([]);
    });
  });
  describe('expected versions', () => {
    it('records the change when the expected version is the current one', () => {
      const state = inStatus('REVIEWING');
      expect(state).toMatchObject({ version: 2 });
      expect(decideApplication({ ...change('OFFERED'), expectedVersion: 2 }, state)).toHaveLength(1);
    });
    it('refuses a stale version with a conflict, even when nothing would change', () => {
      for (const status of ['OFFERED', 'REVIEWING'] as const) {
        expect(() => decideApplication({ ...change(status), expectedVersion: 1 }, inStatus('REVIEWING'))).toThrow(
          expect.objectContaining({ code: 'APPLICATION.VERSION_CONFLICT' }),
        );
      }
      expect(() =>
        decideApplication(
          { type: 'ChangeApplicationPriority', priority: 'high', actorId: 'r', expectedVersion: 3, now },
          inStatus('SUBMITTED'),
        ),
      ).toThrow(expect.objectContaining({ code: 'APPLICATION.VERSION_CONFLICT' }));
    });
    it('counts every event, whatever its type', () => {
      const events = [...submitted(), ...decideApplication(note('first'), inStatus('SUBMITTED'))];
      expect(given(...events)).toMatchObject({ version: 2, noteCount: 1 });
    });
  });

  describe('priority', () => {
    const priority = (p: 'high' | 'medium' | 'low') =>
      ({ type: 'ChangeApplicationPriority', priority: p, actorId: 'recruiter', now }) as const;
    it('starts at medium', () => {
      expect(inStatus('SUBMITTED')).toMatchObject({ priority: 'medium' });
    });
    for (const to of ['high', 'low'] as const) {
      it(`medium → ${to} records ApplicationPriorityChanged with the actor`, () => {
        const events = decideApplication(priority(to), inStatus('SUBMITTED'));
        expect(events).toEqual([
          {
            type: 'ApplicationPriorityChanged',
            data: {
              applicationId: 'a1',
              priority: to,
              previousPriority: 'medium',
              actorId: 'recruiter',
              changedAt: now.toISOString(),
            },
          },
        ]);
        expect(given(...submitted(), ...events)).toMatchObject({ priority: to });
      });
    }
    it('the same priority again records nothing', () => {
      expect(decideApplication(priority('medium'), inStatus('SUBMITTED'))).toEqual([]);
    });
    it('is refused on an application that does not exist', () => {
      expect(() => decideApplication(priority('high'), initialApplicationState())).toThrow(
        expect.objectContaining({ code: 'APPLICATION.NOT_FOUND' }),
      );
    });
  });

  describe('notes', () => {
    for (const source of ['USER', 'AI', 'SYSTEM'] as const) {
      it(`records a ${source} note, trimmed`, () => {
        const provenance = source === 'AI' ? { engine: 'local' } : null;
        const events = decideApplication(
          {
            ...note('  Strong backend profile.  '),
            source,
            authorId: source === 'USER' ? 'recruiter' : null,
            provenance,
          },
          inStatus('HIRED'),
        );
        expect(events).toEqual([
          {
            type: 'ApplicationNoteAdded',
            data: {
              applicationId: 'a1',
              noteId: 'n1',
              source,
              authorId: source === 'USER' ? 'recruiter' : null,
              text: 'Strong backend profile.',
              provenance,
              addedAt: now.toISOString(),
            },
          },
        ]);
      });
    }
    it('refuses an empty note and one over 5000 characters', () => {
      expect(() => decideApplication(note('   '), inStatus('SUBMITTED'))).toThrow(
        expect.objectContaining({ code: 'APPLICATION.NOTE_REQUIRED' }),
      );
      expect(() => decideApplication(note('x'.repeat(5001)), inStatus('SUBMITTED'))).toThrow(
        expect.objectContaining({ code: 'APPLICATION.NOTE_TOO_LONG' }),
      );
      expect(decideApplication(note('x'.repeat(5000)), inStatus('SUBMITTED'))).toHaveLength(1);
    });
    it('is refused on an application that does not exist', () => {
      expect(() => decideApplication(note('hi'), initialApplicationState())).toThrow(
        expect.objectContaining({ code: 'APPLICATION.NOT_FOUND' }),
      );
    });
  });

  it('folds the state the audit prints', () => {
    const analyzed: ApplicationEvent = {
      type: 'CvAnalyzed',
      data: { applicationId: 'a1', score: 64, results: {}, provenance: {}, analyzedAt: '2026-03-01T11:00:00.000Z' },
    };
    expect(given(...submitted(), analyzed)).toEqual({
      exists: true,
      applicationId: 'a1',
      jobId: 'j1',
      companyId: 'c1',
      candidateId: 'cand1',
      status: 'SUBMITTED',
      priority: 'medium',
      analysis: 'DONE',
      cvAnalysisScore: 64,
      noteCount: 0,
      version: 2,
      appliedAt: now.toISOString(),
      updatedAt: '2026-03-01T11:00:00.000Z',
    });
  });
});
