import { describe, expect, it } from 'vitest';
import { assertStrongPassword, estimatePassword, MIN_PASSWORD_SCORE, WeakPasswordError } from './password-strength.ts';

const person = { email: 'sara.haddad@example.com', name: 'Sara Al Haddad' };

describe('password strength', () => {
  it.each(['password', '12345678', '        ', 'qwertyuiop', 'Password1!', 'passw0rd!', 'sara.haddad@example.com'])(
    'refuses %j',
    (password) => {
      expect(estimatePassword(password, person).score).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(() => assertStrongPassword(password, person)).toThrow(WeakPasswordError);
    },
  );

  it("refuses the person's own name and address in their password", () => {
    expect(estimatePassword('haddad.sara', person).score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(estimatePassword('haddad.sara', {}).score).toBeGreaterThan(estimatePassword('haddad.sara', person).score);
  });

  it.each(['Tawzeef-Demo-1', 'correct horse battery', 'long enough 1', 'Sup3r-secret-pass'])(
    'accepts %j',
    (password) => {
      expect(() => assertStrongPassword(password, person)).not.toThrow();
    },
  );

  it('names the field and explains why, with a suggestion', () => {
    let caught: unknown;
    try {
      assertStrongPassword('password', person, 'newPassword');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(WeakPasswordError);
    const weak = caught as WeakPasswordError;
    expect(weak).toMatchObject({ code: 'AUTH.WEAK_PASSWORD', status: 400, field: 'newPassword' });
    expect(weak.message).toBe(
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    );
  });

  it('scores a long, repetitive password quickly', () => {
    const started = performance.now();
    expect(estimatePassword('a1!'.repeat(85), person).score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
