import { describe, expect, it } from 'vitest';
import type { JobCommand } from './decide.ts';
import { DEADLINE_IN_PAST, PROMPT_TOO_LONG, requiredMessages } from './validate.ts';
import { now, validInput, given, run, draft, published, errorsOf, codeOf } from './decide-fixtures.ts';

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
