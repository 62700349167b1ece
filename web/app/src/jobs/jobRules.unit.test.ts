import { describe, expect, it } from 'vitest';
import { emptyJob, jobPayload, ruleKeyFor, stepFields, validateJob } from './jobRules.ts';

const now = new Date('2026-06-10T12:00:00');

describe('job form rules', () => {
  it('asks for every basic field with the spec message key and a future deadline', () => {
    const errors = validateJob({ ...emptyJob, interviewLanguage: '' }, stepFields.basic, now);
    expect(errors).toMatchObject({
      title: 'jobRules.titleRequired',
      department: 'jobRules.departmentRequired',
      location: 'jobRules.locationRequired',
      deadline: 'jobRules.deadlineRequired',
      industry: 'jobRules.industryRequired',
      interviewLanguage: 'jobRules.interviewLanguageRequired',
    });
    expect(validateJob({ ...emptyJob, deadline: '2026-06-10' }, [], now).deadline).toBe('jobRules.deadlineFuture');
    expect(validateJob({ ...emptyJob, deadline: '2026-06-11' }, [], now).deadline).toBeUndefined();
  });

  it('caps lengths and needs one non-blank skill on the details step', () => {
    const errors = validateJob(
      { ...emptyJob, description: 'x'.repeat(2001), shortDescription: 'y'.repeat(201), skills: [' '] },
      stepFields.details,
      now,
    );
    expect(errors.description).toBe('jobRules.descriptionTooLong');
    expect(errors.shortDescription).toBe('jobRules.tooLong|200');
    expect(errors.skills).toBe('jobRules.skillsRequired');
    expect(validateJob({ ...emptyJob, aiCvAnalysisPrompt: 'p'.repeat(1001) }, [], now).aiCvAnalysisPrompt).toBe(
      'jobRules.promptTooLong',
    );
  });

  it('maps server messages to rule keys and trims the payload', () => {
    expect(ruleKeyFor('Salary range is required')).toBe('jobRules.salaryRequired');
    expect(ruleKeyFor('Something else')).toBe('Something else');
    const payload = jobPayload({ ...emptyJob, title: '  Analyst ', skills: [' SQL', 'sql', '', 'Excel'] });
    expect(payload).toMatchObject({ title: 'Analyst', skills: ['SQL', 'Excel'], deadline: null });
    expect(payload).not.toHaveProperty('education');
  });
});
