import { describe, expect, it } from 'vitest';
import { allowedActions, type JobCommand } from './decide.ts';
import type { JobEvent, JobState } from './job.ts';
import { DEADLINE_IN_PAST } from './validate.ts';
import {
  now,
  companyId,
  jobId,
  validInput,
  given,
  run,
  draft,
  published,
  scoped,
  errorsOf,
  codeOf,
} from './decide-fixtures.ts';

describe('the lifecycle', () => {
  const draftState = () => given(...run(draft(validInput, false)));
  const after = (state: JobState, command: JobCommand) => given(...replay(state), ...run(command, state));
  const replay = (state: JobState): JobEvent[] => {
    if (!state.exists) return [];
    return [
      { type: 'JobDrafted', data: { jobId, companyId, fields: state.fields, createdBy: null, draftedAt: '' } },
      ...(state.status === 'DRAFT'
        ? []
        : [{ type: 'JobPublished', data: { jobId, companyId, publishedAt: '', deadline: null } } as JobEvent]),
      ...(
        (
          { PAUSED: ['JobPaused'], CLOSED: ['JobClosed'], EXPIRED: ['JobExpired'], DELETED: ['JobDeleted'] } as Record<
            string,
            string[]
          >
        )[state.status] ?? []
      ).map((type) => ({ type, data: { jobId, companyId } }) as unknown as JobEvent),
    ];
  };

  it('publishes a draft after checking every wizard rule', () => {
    expect(run(scoped('PublishJob'), draftState()).map((e) => e.type)).toEqual(['JobPublished']);
    const incomplete = given(...run(draft({ title: 'Only a title' }, false)));
    // Every required field but the title (and the interview language, which defaults to english).
    expect(errorsOf(() => run(scoped('PublishJob'), incomplete)).length).toBe(11);
  });

  it('pauses, activates, closes, reopens, expires and deletes', () => {
    const active = published();
    const paused = after(active, scoped('PauseJob'));
    expect(paused).toMatchObject({ status: 'PAUSED' });
    expect(run(scoped('ActivateJob'), paused).map((e) => e.type)).toEqual(['JobActivated']);
    const closed = after(paused, scoped('CloseJob'));
    expect(closed).toMatchObject({ status: 'CLOSED' });
    expect(run(scoped('ReopenJob'), closed).map((e) => e.type)).toEqual(['JobReopened']);
    expect(run(scoped('CloseJob'), active).map((e) => e.type)).toEqual(['JobClosed']);
    expect(run(scoped('DeleteJob'), closed).map((e) => e.type)).toEqual(['JobDeleted']);
    expect(run(scoped('DeleteJob'), draftState()).map((e) => e.type)).toEqual(['JobDeleted']);
  });

  it('repeating a done action appends nothing', () => {
    const active = published();
    expect(run(scoped('PublishJob'), active)).toEqual([]);
    expect(run(scoped('ActivateJob'), active)).toEqual([]);
    expect(run(scoped('ReopenJob'), active)).toEqual([]);
    expect(run(scoped('PauseJob'), after(active, scoped('PauseJob')))).toEqual([]);
    expect(run(scoped('CloseJob'), after(active, scoped('CloseJob')))).toEqual([]);
    expect(run(scoped('DeleteJob'), after(active, scoped('DeleteJob')))).toEqual([]);
  });

  it('refuses the transitions the status does not allow', () => {
    const refused: [JobState, JobCommand['type']][] = [
      [draftState(), 'PauseJob'],
      [draftState(), 'ActivateJob'],
      [draftState(), 'ReopenJob'],
      [draftState(), 'CloseJob'],
      [after(published(), scoped('CloseJob')), 'PauseJob'],
      [after(published(), scoped('CloseJob')), 'PublishJob'],
      [after(published(), scoped('DeleteJob')), 'ReopenJob'],
      [after(published(), scoped('DeleteJob')), 'UpdateJob'],
    ];
    for (const [state, type] of refused) {
      expect(
        codeOf(() => run(scoped(type, { input: {} }), state)),
        `${type} on ${state.exists && state.status}`,
      ).toBe('JOB.INVALID_TRANSITION');
    }
    expect(allowedActions('ACTIVE')).toEqual(['pause', 'close', 'delete']);
    expect(allowedActions('EXPIRED')).toEqual(['reopen', 'delete']);
  });

  it('expires only when the deadline has passed, then reopens with a new future deadline', () => {
    const active = published();
    expect(run({ type: 'ExpireJob', now }, active)).toEqual([]);
    const later = new Date('2026-05-01T00:00:00.000Z');
    const expiredEvents = run({ type: 'ExpireJob', now: later }, active);
    expect(expiredEvents.map((e) => e.type)).toEqual(['JobExpired']);
    const expired = given(...run(draft()), ...expiredEvents);
    expect(errorsOf(() => run({ type: 'ReopenJob', companyId, now: later }, expired))[0]!.message).toBe(
      DEADLINE_IN_PAST,
    );
    const reopened = run({ type: 'ReopenJob', companyId, now: later, deadline: '2026-06-01' }, expired);
    expect(reopened).toMatchObject([
      { type: 'JobReopened', data: { deadline: '2026-06-01', previousStatus: 'EXPIRED' } },
    ]);
    const paused = given(...run(draft()), { type: 'JobPaused', data: { jobId, companyId, pausedAt: '' } });
    expect(run({ type: 'ExpireJob', now: later }, paused).map((e) => e.type)).toEqual(['JobExpired']);
    expect(errorsOf(() => run({ type: 'ActivateJob', companyId, now: later }, paused))[0]!.message).toBe(
      DEADLINE_IN_PAST,
    );
  });

  it('updates with the edit form rules; an unchanged past deadline is kept', () => {
    const active = published();
    const updated = run(
      scoped('UpdateJob', { input: { title: 'Staff Backend Developer', skills: 'Go, go , Rust' } }),
      active,
    );
    expect(updated).toMatchObject([{ type: 'JobUpdated', data: { changed: ['title', 'skills'] } }]);
    expect(run(scoped('UpdateJob', { input: { title: 'Senior Backend Developer' } }), active)).toEqual([]);
    expect(
      errorsOf(() => run(scoped('UpdateJob', { input: { salary: ' ', deadline: '2020-01-01' } }), active)).map(
        (e) => e.path,
      ),
    ).toEqual(['salary', 'deadline']);
    expect(run(scoped('UpdateJob', { input: { deadline: null } }), active)).toHaveLength(1);
    const later = new Date('2026-06-01T00:00:00.000Z');
    expect(run({ type: 'UpdateJob', companyId, now: later, input: { title: 'Renamed' } }, active)).toHaveLength(1);
  });

  it("hides another company's job", () => {
    for (const type of ['UpdateJob', 'PauseJob', 'DeleteJob', 'PublishJob'] as const) {
      expect(codeOf(() => run({ type, companyId: 'company-b', now, input: {} } as JobCommand, published()))).toBe(
        'JOB.NOT_FOUND',
      );
    }
    expect(codeOf(() => run(scoped('PauseJob')))).toBe('JOB.NOT_FOUND');
  });
});
