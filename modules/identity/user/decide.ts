import type { Decider } from '@tawzeef/shared';
import type { MemberRole } from '../company/roles.ts';
import { errors, IdentityError } from '../errors.ts';
import type { NotificationSettings, SecuritySettings, UserProfileFields } from './settings.ts';
import { splitName } from './settings.ts';
import {
  evolveUser,
  initialUserState,
  type RegisteredUser,
  type UserEvent,
  type UserState,
  type UserType,
} from './user.ts';

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      userType: UserType;
      email: string;
      name: string;
      phone: string | null;
      passwordHash: string;
      now: Date;
    }
  | { type: 'UpdateUserProfile'; profile: UserProfileFields; now: Date }
  | { type: 'ChangeUserEmail'; email: string; now: Date }
  | { type: 'ChangeNotificationSettings'; settings: NotificationSettings; now: Date }
  | { type: 'ChangeSecuritySettings'; settings: SecuritySettings; now: Date }
  | { type: 'ChangeAvatar'; avatarUrl: string; now: Date }
  /** The caller verified `currentPassword` against the stored hash (hashing is slow and salted, so not here). */
  | {
      type: 'ChangePassword';
      currentPasswordMatches: boolean;
      newPasswordIsSame: boolean;
      passwordHash: string;
      now: Date;
    }
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: Date; now: Date }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: Date }
  | { type: 'JoinCompany'; companyId: string; role: MemberRole; now: Date };

function registered(state: UserState): RegisteredUser {
  if (state.status !== 'registered') throw errors.userNotFound();
  return state;
}

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  const at = command.now.toISOString();
  if (command.type === 'RegisterUser') {
    if (state.status === 'registered') {
      throw new IdentityError('USER.ALREADY_REGISTERED', 'This user is already registered.', 409);
    }
    const { userId, userType, email, name, phone, passwordHash } = command;
    const data = { userId, userType, email, name, ...splitName(name), phone, passwordHash, registeredAt: at };
    return [{ type: 'UserRegistered', data }];
  }
  const user = registered(state);
  const userId = user.userId;
  switch (command.type) {
    case 'UpdateUserProfile': {
      if (same(command.profile, user.profile)) return [];
      const name = `${command.profile.firstName} ${command.profile.lastName}`.trim();
      return [{ type: 'UserProfileUpdated', data: { userId, ...command.profile, name, updatedAt: at } }];
    }
    case 'ChangeUserEmail':
      if (command.email === user.email) return [];
      return [
        { type: 'UserEmailChanged', data: { userId, email: command.email, previousEmail: user.email, changedAt: at } },
      ];
    case 'ChangeNotificationSettings':
      if (same(command.settings, user.notificationSettings)) return [];
      return [{ type: 'UserNotificationSettingsChanged', data: { userId, settings: command.settings, changedAt: at } }];
    case 'ChangeSecuritySettings':
      if (same(command.settings, user.securitySettings)) return [];
      return [{ type: 'UserSecuritySettingsChanged', data: { userId, ...command.settings, changedAt: at } }];
    case 'ChangeAvatar':
      return [{ type: 'UserAvatarChanged', data: { userId, avatarUrl: command.avatarUrl, changedAt: at } }];
    case 'ChangePassword':
      if (!command.currentPasswordMatches) throw errors.currentPasswordIncorrect();
      if (command.newPasswordIsSame) throw errors.passwordUnchanged();
      return [
        {
          type: 'PasswordChanged',
          data: { userId, passwordHash: command.passwordHash, method: 'change', changedAt: at },
        },
      ];
    case 'RequestPasswordReset':
      return [
        {
          type: 'PasswordResetRequested',
          data: { userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt.toISOString(), requestedAt: at },
        },
      ];
    case 'ResetPassword': {
      const expiresAt = user.resetTokens[command.tokenHash];
      if (expiresAt === undefined) throw errors.resetTokenInvalid();
      if (new Date(expiresAt).getTime() <= command.now.getTime()) throw errors.resetTokenExpired();
      return [
        {
          type: 'PasswordChanged',
          data: {
            userId,
            passwordHash: command.passwordHash,
            method: 'reset',
            tokenHash: command.tokenHash,
            changedAt: at,
          },
        },
      ];
    }
    case 'JoinCompany':
      if (user.userType !== 'COMPANY') throw errors.forbidden('Only company accounts can join a company.');
      if (user.companyId === command.companyId) return [];
      if (user.companyId !== null) throw errors.alreadyMember();
      return [
        { type: 'UserJoinedCompany', data: { userId, companyId: command.companyId, role: command.role, joinedAt: at } },
      ];
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
