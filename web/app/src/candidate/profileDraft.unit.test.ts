import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, inputOf } from './profileDraft.ts';

describe('profile edit draft', () => {
  const profile = {
    firstName: 'Sara',
    lastName: 'Nasser',
    skills: ['React', 'Node.js'],
    phone: 'a',
    workExperiences: [{ title: 'Dev', company: 'Acme', startDate: '2020-03-01', endDate: null }],
    educationHistory: [{ degree: 'BSc', institution: 'JU', startYear: 2014, endYear: 2018 }],
  };

  it('round-trips a profile into the PUT body, lists as arrays and blanks as null', () => {
    const draft = draftOf(profile);
    expect(draft.fields.skills).toBe('React, Node.js');
    expect(draft.fields.phone).toBe('');
    draft.fields.skills = 'React, Node.js, React , SQL';
    const input = inputOf(draft);
    expect(input.skills).toEqual(['React', 'Node.js', 'SQL']);
    expect(input.phone).toBeNull();
    expect(input.workExperiences?.[0]).toEqual({
      title: 'Dev',
      company: 'Acme',
      startDate: '2020-03',
      endDate: null,
      description: null,
    });
    expect(input.educationHistory?.[0]?.startYear).toBe(2014);
  });

  it('flags bad URLs, months and years by field path', () => {
    const draft = draftOf(profile);
    draft.fields.linkedInUrl = 'linkedin.com/in/sara';
    draft.experiences[0]!.startDate = '03/2020';
    draft.education[0]!.endYear = '18';
    expect(checkDraft(draft)).toEqual({
      linkedInUrl: 'applyPage.invalidUrl',
      'experiences.0.startDate': 'candidate.profile.invalidMonth',
      'education.0.endYear': 'candidate.profile.invalidYear',
    });
  });
});
