import { describe, expect, it } from 'vitest';
import { evolveApplication } from './application.ts';
import { applicationDecider, decideApplication } from './decide.ts';
import { now, given, submitted, inStatus, note, change } from './decide-fixtures.ts';

describe('application decider', () => {
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
});
