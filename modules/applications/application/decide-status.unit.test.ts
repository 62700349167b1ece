import { describe, expect, it } from 'vitest';
import { applicationStatuses, initialApplicationState } from './application.ts';
import { decideApplication } from './decide.ts';
import { canChangeStatus } from './status-machine.ts';
import { now, submit, given, submitted, inStatus, change } from './decide-fixtures.ts';

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
});
