import { describe, expect, it } from 'vitest';
import { checkApply, emptyApplyValues, isAlreadyApplied, splitFullName, splitStoredPhone } from './applyRules.ts';

describe('apply form rules', () => {
  it('splits the full name on blanks: first word, then the rest', () => {
    expect(splitFullName('  Sara  Al Nasser ')).toEqual({ firstName: 'Sara', lastName: 'Al Nasser' });
    expect(splitFullName('Sara')).toEqual({ firstName: 'Sara', lastName: '' });
  });

  it('splits a stored phone into a dial code of the list and the number', () => {
    expect(splitStoredPhone('+962791234567')).toEqual({ countryCode: '+962', phone: '791234567' });
    expect(splitStoredPhone('0501234567')).toEqual({ countryCode: '+966', phone: '0501234567' });
    expect(splitStoredPhone('a')).toEqual({ countryCode: '+966', phone: '' });
  });

  it('asks an anonymous applicant for name, email, phone and a CV', () => {
    expect(checkApply(emptyApplyValues, 'anonymous', false)).toEqual({
      fullName: 'applyPage.required.fullName',
      email: 'applyPage.required.email',
      phone: 'applyPage.required.phone',
      cv: 'applyPage.cvRequired',
      acceptedNotices: 'notices.required',
    });
  });

  it('checks the phone without its code, the portfolio URL and the email', () => {
    const values = {
      ...emptyApplyValues,
      fullName: 'Sara Nasser',
      email: 'sara@',
      phone: '+962 79',
      portfolioUrl: 'sara.dev',
      acceptedNotices: 'yes',
    };
    expect(checkApply(values, 'anonymous', true)).toEqual({
      email: 'applyPage.invalidEmail',
      phone: 'applyPage.invalidPhone',
      portfolioUrl: 'applyPage.invalidUrl',
    });
  });

  it('asks a signed-in candidate only for a CV and the notices', () => {
    const accepted = { ...emptyApplyValues, acceptedNotices: 'yes' };
    expect(checkApply(accepted, 'candidate', false)).toEqual({ cv: 'applyPage.savedCvRequired' });
    expect(checkApply(accepted, 'candidate', true)).toEqual({});
    expect(checkApply(emptyApplyValues, 'candidate', true)).toEqual({ acceptedNotices: 'notices.required' });
  });

  it('recognises the duplicate answer', () => {
    expect(isAlreadyApplied(409, '')).toBe(true);
    expect(isAlreadyApplied(400, 'You have already applied for this job.')).toBe(true);
    expect(isAlreadyApplied(500, 'boom')).toBe(false);
  });
});
