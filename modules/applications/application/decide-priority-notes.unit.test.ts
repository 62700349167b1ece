import { describe, expect, it } from 'vitest';
import { initialApplicationState, type ApplicationEvent } from './application.ts';
import { decideApplication } from './decide.ts';
import { now, given, submitted, inStatus, note } from './decide-fixtures.ts';

describe('application decider', () => {
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
