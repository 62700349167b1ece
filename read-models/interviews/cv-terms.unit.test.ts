import { describe, expect, it } from 'vitest';
import { cvTermsOf } from './query.ts';

describe('cvTermsOf', () => {
  it("lists the CV's skills, titles, employers and schools once each, for the interviewer's recogniser", () => {
    const profile = {
      currentJobTitle: 'Backend Developer',
      skills: [
        { name: 'Kubernetes', quote: 'Kubernetes' },
        { name: 'PostgreSQL', quote: 'Postgres' },
      ],
      experiences: [
        { title: 'Backend Developer', company: 'Globex', quote: '' },
        { title: 'Intern', company: '', quote: '' },
      ],
      education: [{ degree: 'BSc Computer Science', institution: 'University of Jordan', quote: '' }],
    };
    expect(cvTermsOf(profile)).toEqual([
      'Kubernetes',
      'PostgreSQL',
      'Backend Developer',
      'Globex',
      'Intern',
      'BSc Computer Science',
      'University of Jordan',
    ]);
    expect(cvTermsOf(null)).toEqual([]);
    expect(cvTermsOf({ skills: 'not a list' })).toEqual([]);
  });
});
