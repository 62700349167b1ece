import type { MemberRole } from '../company/roles.ts';
import {
  defaultNotificationSettings,
  defaultProfile,
  defaultSecuritySettings,
  type NotificationSettings,
  type SecuritySettings,
  type UserProfileFields,
} from './settings.ts';

export type UserType = 'CANDIDATE' | 'COMPANY';

export const userStreamName = (userId: string) => `user-${userId}`;

type E<T extends string, D> = { type: T; data: D & { userId: string } };

export type UserRegistered = E<
  'UserRegistered',
  {
    userType: UserType;
    email: string;
    name: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    passwordHash: string;
    registeredAt: string;
  }
>;
export type UserProfileUpdated = E<'UserProfileUpdated', UserProfileFields & { name: string; updatedAt: string }>;
export type UserEmailChanged = E<'UserEmailChanged', { email: string; previousEmail: string; changedAt: string }>;
export type UserNotificationSettingsChanged = E<
  'UserNotificationSettingsChanged',
  { settings: NotificationSettings; changedAt: string }
>;
export type UserSecuritySettingsChanged = E<'UserSecuritySettingsChanged', SecuritySettings & { changedAt: string }>;
export type UserAvatarChanged = E<'UserAvatarChanged', { avatarUrl: string; changedAt: string }>;
export type PasswordResetRequested = E<
  'PasswordResetRequested',
  { tokenHash: string; expiresAt: string; requestedAt: string }
>;
export type PasswordChanged = E<
  'PasswordChanged',
  { passwordHash: string; method: 'change' | 'reset'; tokenHash?: string; changedAt: string }
>;
export type UserJoinedCompany = E<'UserJoinedCompany', { companyId: string; role: MemberRole; joinedAt: string }>;

export type UserEvent =
  | UserRegistered
  | UserProfileUpdated
  | UserEmailChanged
  | UserNotificationSettingsChanged
  | UserSecuritySettingsChanged
  | UserAvatarChanged
  | PasswordResetRequested
  | PasswordChanged
  | UserJoinedCompany;

export type RegisteredUser = {
  status: 'registered';
  userId: string;
  userType: UserType;
  email: string;
  passwordHash: string;
  profile: UserProfileFields;
  notificationSettings: NotificationSettings;
  securitySettings: SecuritySettings;
  avatarUrl: string | null;
  companyId: string | null;
  /** Outstanding reset tokens (hash -> expiry); any password change voids them all. */
  resetTokens: Record<string, string>;
};

export type UserState = { status: 'new' } | RegisteredUser;

export const initialUserState = (): UserState => ({ status: 'new' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const d = event.data;
    return {
      status: 'registered',
      userId: d.userId,
      userType: d.userType,
      email: d.email,
      passwordHash: d.passwordHash,
      profile: { ...defaultProfile(d.name, d.phone), firstName: d.firstName, lastName: d.lastName },
      notificationSettings: defaultNotificationSettings,
      securitySettings: defaultSecuritySettings,
      avatarUrl: null,
      companyId: null,
      resetTokens: {},
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'UserProfileUpdated': {
      const { userId: _u, name: _n, updatedAt: _t, ...profile } = event.data;
      return { ...state, profile };
    }
    case 'UserEmailChanged':
      return { ...state, email: event.data.email };
    case 'UserNotificationSettingsChanged':
      return { ...state, notificationSettings: event.data.settings };
    case 'UserSecuritySettingsChanged':
      return {
        ...state,
        securitySettings: {
          twoFactorEnabled: event.data.twoFactorEnabled,
          sessionTimeout: event.data.sessionTimeout,
        },
      };
    case 'UserAvatarChanged':
      return { ...state, avatarUrl: event.data.avatarUrl };
    case 'PasswordResetRequested':
      return { ...state, resetTokens: { ...state.resetTokens, [event.data.tokenHash]: event.data.expiresAt } };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, resetTokens: {} };
    case 'UserJoinedCompany':
      return { ...state, companyId: event.data.companyId };
    default:
      return state;
  }
}
