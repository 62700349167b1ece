import { describe, expect, it } from 'vitest';
import { checkCvName } from './name-check.ts';

describe('checkCvName', () => {
  it('flags a CV that names another person', () => {
    expect(checkCvName({ firstName: 'Khaled', lastName: 'Al Farsi' }, 'Khaled Haddad')).toEqual({
      cvName: 'Khaled Haddad',
      matches: false,
    });
    expect(checkCvName({ firstName: 'Omar', lastName: 'Saleh' }, 'Omar Haddad').matches).toBe(false);
    expect(checkCvName({ firstName: 'Rania', lastName: 'Haddad' }, 'Omar Haddad').matches).toBe(false);
    expect(checkCvName({ firstName: 'رانيا', lastName: 'قاسم' }, 'هدى قاسم').matches).toBe(false);
  });

  it('accepts the same name written with other spacing, case, hyphens, "Al" or accents', () => {
    expect(checkCvName({ firstName: 'Khaled', lastName: 'Al Masri' }, 'KHALED AL-MASRI').matches).toBe(true);
    expect(checkCvName({ firstName: 'Khaled', lastName: 'Masri' }, 'Khaled Al-Masri').matches).toBe(true);
    expect(checkCvName({ firstName: 'Hélène', lastName: 'Nasser' }, 'Helene Nasser').matches).toBe(true);
    expect(checkCvName({ firstName: 'Omar', lastName: 'Saleh Haddad' }, 'Omar Ahmad Saleh').matches).toBe(true);
    expect(checkCvName({ firstName: 'هدى', lastName: 'الحربي' }, 'هدى الحربي').matches).toBe(true);
    expect(checkCvName({ firstName: 'أحمد', lastName: 'الخطيب' }, 'احمد الخطيب').matches).toBe(true);
  });

  it('cannot tell when no name was read or the names are in different scripts', () => {
    expect(checkCvName({ firstName: 'Khaled', lastName: 'Haddad' }, '').matches).toBeNull();
    expect(checkCvName({ firstName: 'Rania', lastName: 'Qasim' }, 'رانيا قاسم').matches).toBeNull();
  });
});
