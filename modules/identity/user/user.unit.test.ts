import { describe, expect, it } from 'vitest';
import { decideUser, userDecider, type UserCommand } from './decide.ts';
import type { UserEvent, UserState } from './user.ts';

const now = new Date('2025-06-01T10:00:00Z');
const userId = '11111111-1111-4111-8111-111111111111';
const given = (...events: UserEvent[]): UserState => events.reduce(userDecider.evolve, userDecider.initialState());
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    userType: 'COMPANY',
    email: 'a@example.com',
    name: 'Layla Al Haddad',
    firstName: 'Layla',
    lastName: 'Al Haddad',
    phone: null,
    passwordHash: 'h1',
    registeredAt: now.toISOString(),
  },
};
const when = (state: UserState, command: UserCommand) => decideUser(command, state);

describe('user decider', () => {
  it('registers once, splitting the name', () => {
    const events = when(given(), {
      type: 'RegisterUser',
      userId,
      userType: 'CANDIDATE',
      email: 'a@example.com',
      name: 'Layla Al Haddad',
      phone: '+962',
      passwordHash: 'h',
      now,
    });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'UserRegistered',
        data: expect.objectContaining({ firstName: 'Layla', lastName: 'Al Haddad' }),
      }),
    ]);
    expect(() =>
      when(given(registered), {
        type: 'RegisterUser',
        userId,
        userType: 'COMPANY',
        email: 'a@example.com',
        name: 'X',
        phone: null,
        passwordHash: 'h',
        now,
      }),
    ).toThrow(expect.objectContaining({ code: 'USER.ALREADY_REGISTERED' }));
  });

  it('changes the password only with the right current one', () => {
    const state = given(registered);
    const change = { type: 'ChangePassword', passwordHash: 'h2', now } as const;
    expect(() => when(state, { ...change, currentPasswordMatches: false, newPasswordIsSame: false })).toThrow(
      expect.objectContaining({ code: 'AUTH.CURRENT_PASSWORD_INCORRECT' }),
    );
    expect(() => when(state, { ...change, currentPasswordMatches: true, newPasswordIsSame: true })).toThrow(
      expect.objectContaining({ code: 'AUTH.PASSWORD_UNCHANGED' }),
    );
    expect(when(state, { ...change, currentPasswordMatches: true, newPasswordIsSame: false })).toEqual([
      { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', method: 'change', changedAt: now.toISOString() } },
    ]);
  });

  it('accepts a reset token once, before it expires, and voids tokens on any password change', () => {
    const requested: UserEvent = {
      type: 'PasswordResetRequested',
      data: { userId, tokenHash: 't1', expiresAt: '2025-06-01T11:00:00.000Z', requestedAt: now.toISOString() },
    };
    const reset = { type: 'ResetPassword', tokenHash: 't1', passwordHash: 'h3' } as const;
    const [changed] = when(given(registered, requested), { ...reset, now });
    expect(changed).toMatchObject({ type: 'PasswordChanged', data: { method: 'reset', tokenHash: 't1' } });
    expect(() => when(given(registered, requested, changed!), { ...reset, now })).toThrow(
      expect.objectContaining({ code: 'AUTH.RESET_TOKEN_INVALID' }),
    );
    expect(() => when(given(registered, requested), { ...reset, now: new Date('2025-06-01T11:00:00Z') })).toThrow(
      expect.objectContaining({ code: 'AUTH.RESET_TOKEN_EXPIRED' }),
    );
    expect(() => when(given(registered), { ...reset, now })).toThrow(
      expect.objectContaining({ code: 'AUTH.RESET_TOKEN_INVALID' }),
    );
  });

  it('joins one company only, idempotently', () => {
    const joined: UserEvent = {
      type: 'UserJoinedCompany',
      data: { userId, companyId: 'c1', role: 'OWNER', joinedAt: now.toISOString() },
    };
    expect(when(given(registered), { type: 'JoinCompany', companyId: 'c1', role: 'OWNER', now })).toEqual([joined]);
    expect(when(given(registered, joined), { type: 'JoinCompany', companyId: 'c1', role: 'OWNER', now })).toEqual([]);
    expect(() =>
      when(given(registered, joined), { type: 'JoinCompany', companyId: 'c2', role: 'RECRUITER', now }),
    ).toThrow(expect.objectContaining({ code: 'COMPANY.ALREADY_MEMBER' }));
  });

  it('records settings only when they change', () => {
    const state = given(registered);
    expect(
      when(state, { type: 'ChangeSecuritySettings', settings: { twoFactorEnabled: false, sessionTimeout: 30 }, now }),
    ).toEqual([]);
    expect(
      when(state, { type: 'ChangeSecuritySettings', settings: { twoFactorEnabled: true, sessionTimeout: 15 }, now }),
    ).toEqual([
      {
        type: 'UserSecuritySettingsChanged',
        data: { userId, twoFactorEnabled: true, sessionTimeout: 15, changedAt: now.toISOString() },
      },
    ]);
  });
});
