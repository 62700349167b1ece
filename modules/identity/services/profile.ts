import { handleCommand } from '@tawzeef/shared';
import { emailClaimDecider } from '../email/email-claim.ts';
import { emailStreamName, normalizeEmail } from '../email/normalize.ts';
import { storeImage } from '../storage/images.ts';
import { userDecider, type UserCommand } from '../user/decide.ts';
import type { NotificationSettings, SecuritySettings, UserProfileFields } from '../user/settings.ts';
import { userStreamName } from '../user/user.ts';
import type { Accounts } from './accounts.ts';
import { maxPosition, stepContext, type IdentityDeps, type RequestContext } from './deps.ts';

export type ProfileInput = Partial<UserProfileFields> & { email?: string };

export function createProfiles(deps: IdentityDeps, accounts: Accounts) {
  const { store } = deps;

  const onUser = async (userId: string, step: string, ctx: RequestContext, command: (now: Date) => UserCommand) => {
    const now = deps.clock();
    const result = await handleCommand(
      store,
      userStreamName(userId),
      userDecider,
      command(now),
      stepContext(ctx, step, now),
    );
    return result.globalPosition;
  };

  return {
    /** A new e-mail is claimed before the old one is released, so two users can never hold one address. */
    async updateProfile(userId: string, input: ProfileInput, ctx: RequestContext) {
      const user = await accounts.registeredUser(userId);
      let position: bigint | null = null;
      const email = input.email === undefined ? user.email : normalizeEmail(input.email);
      if (email !== user.email) {
        const now = deps.clock();
        const claimed = await handleCommand(
          store,
          emailStreamName(email),
          emailClaimDecider,
          { type: 'ClaimEmail', email, userId, now },
          stepContext(ctx, 'claim-new-email', now),
        );
        const changed = await onUser(userId, 'change-email', ctx, (at) => ({
          type: 'ChangeUserEmail',
          email,
          now: at,
        }));
        const released = await handleCommand(
          store,
          emailStreamName(user.email),
          emailClaimDecider,
          { type: 'ReleaseEmail', email: user.email, userId, now },
          stepContext(ctx, 'release-old-email', now),
        );
        position = maxPosition(claimed.globalPosition, changed, released.globalPosition);
      }
      const { email: _email, ...fields } = input;
      const profile: UserProfileFields = { ...user.profile, ...fields };
      const updated = await onUser(userId, 'update-profile', ctx, (now) => ({
        type: 'UpdateUserProfile',
        profile,
        now,
      }));
      return { position: maxPosition(position, updated) };
    },

    async changeNotificationSettings(userId: string, settings: NotificationSettings, ctx: RequestContext) {
      const position = await onUser(userId, 'notification-settings', ctx, (now) => ({
        type: 'ChangeNotificationSettings',
        settings,
        now,
      }));
      return { position };
    },

    /** The new idle timeout applies to the sessions already open, too. */
    async changeSecuritySettings(userId: string, settings: SecuritySettings, ctx: RequestContext) {
      const position = await onUser(userId, 'security-settings', ctx, (now) => ({
        type: 'ChangeSecuritySettings',
        settings,
        now,
      }));
      await deps.sessions.setIdleTimeout(userId, settings.sessionTimeout);
      return { position };
    },

    async changeAvatar(userId: string, bytes: Uint8Array, ctx: RequestContext) {
      await accounts.registeredUser(userId);
      const avatarUrl = await storeImage(deps.files, bytes);
      const position = await onUser(userId, 'avatar', ctx, (now) => ({ type: 'ChangeAvatar', avatarUrl, now }));
      return { avatarUrl, position };
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
