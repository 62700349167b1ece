import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './completeness.ts';

const empty = {
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  profileSummary: null,
  skills: [],
  currentJobTitle: null,
  currentLocation: null,
  resumeUrl: null,
};

describe('profile completeness', () => {
  it('is the rounded share of the 8 checks', () => {
    expect(profileCompleteness(empty).percentage).toBe(0);
    expect(profileCompleteness({ ...empty, firstName: 'A', lastName: 'B', email: 'a@b.c' }).percentage).toBe(25);
    expect(profileCompleteness({ ...empty, email: 'a@b.c' }).percentage).toBe(13);
    const full = profileCompleteness({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.c',
      phone: '+962',
      profileSummary: 'x',
      skills: ['TS'],
      currentJobTitle: 'Dev',
      currentLocation: 'Amman',
      resumeUrl: 'https://cv',
    });
    expect(full).toEqual({ percentage: 100, checks: expect.objectContaining({ resume: true, skills: true }) });
  });

  it("counts a phone of just 'a' and blank skills as missing", () => {
    const result = profileCompleteness({ ...empty, phone: 'a', skills: ['  '] });
    expect(result.checks.phone).toBe(false);
    expect(result.checks.skills).toBe(false);
  });
});
