import { describe, expect, it } from 'vitest';
import { JobError } from '../errors.ts';
import { decideJob, allowedActions, type JobCommand } from './decide.ts';
import type { JobInput } from './fields.ts';
import { evolveJob, initialJobState, type JobEvent, type JobState } from './job.ts';
import { DEADLINE_IN_PAST, PROMPT_TOO_LONG, requiredMessages } from './validate.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const companyId = 'company-a';
const jobId = '0b9e8c1a-3d1f-4f7a-9a55-7f3c2d1e0a11';

export const validInput: JobInput = {
  title: '  Senior Backend Developer ',
  department: 'Engineering',
  location: 'Amman, Jordan',
  deadline: '2026-04-30',
  industry: 'technology',
  interviewLanguage: 'english',
  type: 'FULL_TIME',
  jobLevel: 'SENIOR',
  workType: 'HYBRID',
  description: 'Build payment services.',
  shortDescription: 'Payments backend.',
  responsibilities: 'Design APIs.',
  requirements: 'Five years of Node.js.',
  benefits: '',
  experience: '5-7 years',
  education: "Bachelor's Degree",
  salary: 'JOD 2,000 - 2,800 per month',
  skills: [' Node.js ', 'node.js', '', 'PostgreSQL'],
  interviewQuestions: 'Why us?; Tell us about a bug',
};

const given = (...events: JobEvent[]): JobState => events.reduce(evolveJob, initialJobState());
const run = (command: JobCommand, state: JobState = initialJobState()) => decideJob(command, state);
const draft = (input: JobInput = validInput, publish = true): JobCommand => ({
  type: 'DraftJob',
  jobId,
  companyId,
  actorId: 'user-1',
  input,
  publish,
  now,
});
const published = () => given(...run(draft()));
const scoped = <T extends JobCommand['type']>(type: T, extra: object = {}) =>
  ({ type, companyId, now, ...extra }) as JobCommand;

function errorsOf(fn: () => unknown): { path: string; message: string }[] {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(JobError);
    expect((error as JobError).code).toBe('JOB.INVALID');
    return (error as JobError).errors ?? [];
  }
  throw new Error('expected JOB.INVALID');
}
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as JobError).code;
  }
  return null;
};

describe('creating a job', () => {
  it('drafts and publishes in one go, with trimmed text, clean skills and a parsed salary', () => {
    const events = run(draft());
    expect(events.map((e) => e.type)).toEqual(['JobDrafted', 'JobPublished']);
    const drafted = events[0]!;
    if (drafted.type !== 'JobDrafted') throw new Error();
    expect(drafted.data.fields.title).toBe('Senior Backend Developer');
    expect(drafted.data.fields.skills).toEqual(['Node.js', 'PostgreSQL']);
    expect(drafted.data.fields.salaryRange).toEqual({ min: 2000, max: 2800, currency: 'JOD', period: 'MONTH' });
    expect(drafted.data.fields.interviewQuestions).toBe('Why us?; Tell us about a bug');
    expect(given(...events)).toMatchObject({ status: 'ACTIVE', publishedAt: now.toISOString() });
  });

  it('keeps a draft with only a title', () => {
    const events = run(draft({ title: 'Draft only' }, false));
    expect(events.map((e) => e.type)).toEqual(['JobDrafted']);
    expect(given(...events)).toMatchObject({ status: 'DRAFT' });
    expect(errorsOf(() => run(draft({ title: ' ' }, false)))).toEqual([
      { path: 'title', message: 'Job title is required', code: 'required' },
    ]);
  });

  it('gives every required message of the wizard, in order', () => {
    const errors = errorsOf(() => run(draft({ skills: [' ', ''], interviewLanguage: ' ' })));
    expect(errors.map((e) => e.message)).toEqual(Object.values(requiredMessages));
    expect(errors.map((e) => e.path)).toEqual(Object.keys(requiredMessages));
  });

  it('checks the deadline, the caps, the prompts and the option lists', () => {
    expect(errorsOf(() => run(draft({ ...validInput, deadline: '2026-03-10' })))).toEqual([
      { path: 'deadline', message: DEADLINE_IN_PAST, code: 'past' },
    ]);
    expect(run(draft({ ...validInput, deadline: '2026-03-11' }))).toHaveLength(2);
    expect(errorsOf(() => run(draft({ ...validInput, deadline: '2026-02-30' })))[0]!.message).toBe(
      'Deadline must be a date',
    );
    const long = (n: number) => 'x'.repeat(n);
    const caps = errorsOf(() =>
      run(
        draft({
          ...validInput,
          title: long(121),
          description: long(2001),
          shortDescription: long(201),
          responsibilities: long(1501),
          requirements: long(1501),
          benefits: long(1001),
          aiCvAnalysisPrompt: long(1001),
          aiFirstInterviewPrompt: long(1000),
        }),
      ),
    );
    expect(caps.map((e) => e.message)).toEqual([
      'Job title must be at most 120 characters',
      'Job description must be at most 2000 characters',
      'Short description must be at most 200 characters',
      'Key responsibilities must be at most 1500 characters',
      'Requirements must be at most 1500 characters',
      'Benefits must be at most 1000 characters',
      PROMPT_TOO_LONG,
    ]);
    const options = errorsOf(() =>
      run(
        draft({
          ...validInput,
          type: 'TEMPORARY',
          jobLevel: 'JUNIOR',
          workType: 'OFFICE',
          interviewLanguage: 'french',
          industry: 'aviation',
          education: 'Diploma',
          location: 'Paris, France',
          experience: '3 years',
        }),
      ),
    );
    expect(options.map((e) => e.path)).toEqual([
      'type',
      'jobLevel',
      'workType',
      'interviewLanguage',
      'industry',
      'education',
      'location',
      'experience',
    ]);
    expect(errorsOf(() => run(draft({ ...validInput, experience: '5-51 years' })))[0]!.path).toBe('experience');
    expect(
      run(draft({ ...validInput, experience: '12+ years', workType: 'ON_SITE', location: 'Remote' })),
    ).toHaveLength(2);
    expect(errorsOf(() => run(draft({ ...validInput, skills: ['x'.repeat(51)] })))[0]!.message).toBe(
      'A skill must be at most 50 characters',
    );
    expect(
      errorsOf(() => run(draft({ ...validInput, skills: Array.from({ length: 31 }, (_, i) => `s${i}`) })))[0]!.message,
    ).toBe('At most 30 skills');
  });

  it('is idempotent for the same company and refuses an id of another company', () => {
    expect(run(draft(), published())).toEqual([]);
    expect(codeOf(() => run({ ...draft(), companyId: 'company-b' } as JobCommand, published()))).toBe(
      'JOB.ALREADY_EXISTS',
    );
  });
});

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
