import { describe, expect, it } from 'vitest';
import { evolveCvs, initialCvsState, type CvEvent } from './cvs.ts';
import { decideCvs } from './decide.ts';

const now = new Date('2026-03-01T10:00:00Z');
const upload = (cvId: string) =>
  ({
    type: 'UploadCv',
    candidateId: 'c1',
    cvId,
    storageKey: `${cvId}.pdf`,
    fileName: 'cv.pdf',
    fileSize: 100,
    now,
  }) as const;
const given = (...events: CvEvent[]) => events.reduce(evolveCvs, initialCvsState());

describe('CV decider', () => {
  it('the first CV becomes active; the second does not', () => {
    const first = decideCvs(upload('a'), initialCvsState());
    expect(first.map((e) => e.type)).toEqual(['CvUploaded', 'CvActivated']);
    const second = decideCvs(upload('b'), given(...first));
    expect(second.map((e) => e.type)).toEqual(['CvUploaded']);
  });

  it('activating one CV makes it the only active one', () => {
    const state = given(...decideCvs(upload('a'), initialCvsState()));
    const withB = given(...decideCvs(upload('a'), initialCvsState()), ...decideCvs(upload('b'), state));
    const events = decideCvs({ type: 'ActivateCv', candidateId: 'c1', cvId: 'b', now }, withB);
    expect(events).toEqual([
      { type: 'CvActivated', data: { candidateId: 'c1', cvId: 'b', activatedAt: now.toISOString() } },
    ]);
    expect(events.reduce(evolveCvs, withB).activeCvId).toBe('b');
    expect(
      decideCvs({ type: 'ActivateCv', candidateId: 'c1', cvId: 'b', now }, events.reduce(evolveCvs, withB)),
    ).toEqual([]);
  });

  it('goes UPLOADED → PROCESSING → PROCESSED, and only once', () => {
    let state = given(...decideCvs(upload('a'), initialCvsState()));
    expect(state.cvs.get('a')?.status).toBe('UPLOADED');
    state = decideCvs({ type: 'StartCvProcessing', candidateId: 'c1', cvId: 'a', now }, state).reduce(evolveCvs, state);
    expect(state.cvs.get('a')?.status).toBe('PROCESSING');
    const read = {
      type: 'RecordCvRead',
      candidateId: 'c1',
      cvId: 'a',
      result: { status: 'read', profile: {}, provenance: {} },
      now,
    } as const;
    state = decideCvs(read, state).reduce(evolveCvs, state);
    expect(state.cvs.get('a')?.status).toBe('PROCESSED');
    expect(decideCvs(read, state)).toEqual([]);
    expect(decideCvs({ type: 'StartCvProcessing', candidateId: 'c1', cvId: 'a', now }, state)).toEqual([]);
  });

  it('a CV the reader cannot read ends in ERROR', () => {
    let state = given(...decideCvs(upload('a'), initialCvsState()));
    state = decideCvs({ type: 'StartCvProcessing', candidateId: 'c1', cvId: 'a', now }, state).reduce(evolveCvs, state);
    const failed = {
      type: 'RecordCvRead',
      candidateId: 'c1',
      cvId: 'a',
      result: { status: 'failed', error: { code: 'CV.MALFORMED', message: 'x' }, provenance: null },
      now,
    } as const;
    state = decideCvs(failed, state).reduce(evolveCvs, state);
    expect(state.cvs.get('a')?.status).toBe('ERROR');
  });

  it('deleting the active CV leaves none active; unknown CVs are not found', () => {
    const state = given(...decideCvs(upload('a'), initialCvsState()));
    const after = decideCvs({ type: 'DeleteCv', candidateId: 'c1', cvId: 'a', now }, state).reduce(evolveCvs, state);
    expect(after.activeCvId).toBeNull();
    expect(after.cvs.size).toBe(0);
    expect(() => decideCvs({ type: 'DeleteCv', candidateId: 'c1', cvId: 'a', now }, after)).toThrow(
      expect.objectContaining({ code: 'CV.NOT_FOUND' }),
    );
    expect(() => decideCvs({ type: 'ActivateCv', candidateId: 'c1', cvId: 'zz', now }, after)).toThrow(
      expect.objectContaining({ code: 'CV.NOT_FOUND' }),
    );
  });
});
