import { handleCommand, isolate } from '@tawzeef/shared';
import { emailClaimDecider } from '../email/email-claim.ts';
import { emailStreamName, normalizeEmail, sha256Hex } from '../email/normalize.ts';
import { errors } from '../errors.ts';
import { assertStrongPassword } from '../password-strength.ts';
import { enforce } from '../sessions/rate-limiter.ts';
import { randomToken, tokenHash } from '../secrets.ts';
import { userDecider } from '../user/decide.ts';
import { userStreamName, type RegisteredUser, type UserType } from '../user/user.ts';
import type { Companies } from './companies.ts';
import { maxPosition, readState, stepContext, type IdentityDeps, type RequestContext } from './deps.ts';
import type { IssuedSession, Sessions } from './sessions.ts';
import { completeSignup, releaseUnregistered } from './signup-steps.ts';

export type SignupInput = {
  email: string;
  password: string;
  name: string;
  phone: string | null;
  userType: UserType;
  invitationCode?: string;
  /** Seeds pass a fixed id; requests get a fresh one. */
  userId?: string;
};

export type SignedIn = { userId: string; session: IssuedSession; position: bigint | null };

export const RESET_TOKEN_MINUTES = 60;

const personOf = (user: RegisteredUser) => ({
  email: user.email,
  name: `${user.profile.firstName} ${user.profile.lastName}`,
});

export function createAccounts(deps: IdentityDeps, sessions: Sessions, companies: Companies) {
  const { store, limits } = deps;
  // Verified when the e-mail is unknown, so a miss costs as long as a wrong password.
  let decoyHash: Promise<string> | undefined;
  const keyOf = (kind: string, email: string) => `${kind}:account:${sha256Hex(normalizeEmail(email))}`;

  async function countFromAddress(kind: string, ip: string | null, now: Date) {
    if (ip) enforce(await deps.rateLimiter.hit(`${kind}:ip:${ip}`, limits.windowSeconds, now), limits.perIp, now);
  }

  async function countForAccount(kind: string, email: string, now: Date) {
    enforce(await deps.rateLimiter.hit(keyOf(kind, email), limits.windowSeconds, now), limits.perAccount, now);
  }

  async function countAttempt(kind: string, email: string, ip: string | null, now: Date) {
    await countForAccount(kind, email, now);
    await countFromAddress(kind, ip, now);
  }

  async function userIdForEmail(email: string): Promise<string | null> {
    return (await readState(store, emailStreamName(email), emailClaimDecider)).owner;
  }

  async function registeredUser(userId: string): Promise<RegisteredUser> {
    const user = await readState(store, userStreamName(userId), userDecider);
    if (user.status !== 'registered') throw errors.userNotFound();
    return user;
  }

  return {
    userIdForEmail,
    registeredUser,

    async signup(input: SignupInput, ctx: RequestContext, options: { session?: boolean } = {}) {
      const now = deps.clock();
      const email = normalizeEmail(input.email);
      // The address pays for the estimate; only a strong password counts against the e-mail, so a person
      // trying a few weak ones is not shut out of their own address.
      await countFromAddress('signup', ctx.ip, now);
      assertStrongPassword(input.password, { email, name: input.name });
      await countForAccount('signup', email, now);
      if (input.invitationCode) await companies.invitationCard(input.invitationCode);
      const userId = input.userId ?? deps.newId();
      const passwordHash = await deps.hasher.hash(input.password);
      const claim = await handleCommand(
        store,
        emailStreamName(email),
        emailClaimDecider,
        { type: 'ClaimEmail', email, userId, now },
        stepContext(ctx, 'claim-email', now, userId),
      );
      try {
        const position = await completeSignup(deps, companies, { ...input, email, userId, passwordHash }, ctx, now);
        await deps.loginThrottle.remember(email, ctx.ip, now);
        if (options.session === false) return { userId, position: maxPosition(claim.globalPosition, position) };
        const session = await sessions.issue({ userId, userType: input.userType, idleTimeoutMinutes: 30 }, false, ctx);
        return { userId, session, position: maxPosition(claim.globalPosition, position) };
      } catch (error) {
        await releaseUnregistered(deps, email, userId, ctx, now);
        throw error;
      }
    },

    async login(input: { email: string; password: string; remember: boolean }, ctx: RequestContext): Promise<SignedIn> {
      const now = deps.clock();
      const email = normalizeEmail(input.email);
      // Counted before the password is checked: a waiting attempt learns nothing and costs no hashing.
      const attempt = await deps.loginThrottle.attempt(email, ctx.ip, now);
      const userId = await userIdForEmail(email);
      const user = userId ? await readState(store, userStreamName(userId), userDecider) : null;
      const hash =
        user?.status === 'registered' ? user.passwordHash : await (decoyHash ??= deps.hasher.hash(randomToken()));
      const ok = (await deps.hasher.verify(hash, input.password)) && user?.status === 'registered';
      if (!ok || user?.status !== 'registered') throw errors.invalidCredentials();
      await deps.loginThrottle.succeeded(attempt, now);
      const session = await sessions.issue(
        { userId: user.userId, userType: user.userType, idleTimeoutMinutes: user.securitySettings.sessionTimeout },
        input.remember,
        ctx,
      );
      return { userId: user.userId, session, position: null };
    },

    /** Whether this is the signed-in person's password, asked again before an irreversible step; throttled like a sign-in. */
    async confirmPassword(userId: string, password: string, ip: string | null): Promise<boolean> {
      const now = deps.clock();
      const user = await registeredUser(userId);
      const attempt = await deps.loginThrottle.attempt(user.email, ip, now);
      const ok = await deps.hasher.verify(user.passwordHash, password);
      if (ok) await deps.loginThrottle.succeeded(attempt, now);
      return ok;
    },

    async changePassword(
      userId: string,
      sessionId: string,
      input: { currentPassword: string; newPassword: string },
      ctx: RequestContext,
    ) {
      const now = deps.clock();
      const user = await registeredUser(userId);
      const currentPasswordMatches = await deps.hasher.verify(user.passwordHash, input.currentPassword);
      const newPasswordIsSame = input.newPassword === input.currentPassword;
      const accepted = currentPasswordMatches && !newPasswordIsSame;
      if (accepted) assertStrongPassword(input.newPassword, personOf(user), 'newPassword');
      const passwordHash = accepted ? await deps.hasher.hash(input.newPassword) : '';
      const result = await handleCommand(
        store,
        userStreamName(userId),
        userDecider,
        { type: 'ChangePassword', currentPasswordMatches, newPasswordIsSame, passwordHash, now },
        stepContext(ctx, 'change-password', now),
      );
      await deps.sessions.revokeAllOf(userId, now, sessionId);
      return { position: result.globalPosition };
    },

    /** Always looks the same to the caller, whether or not the address has an account. */
    async forgotPassword(emailInput: string, ctx: RequestContext): Promise<void> {
      const now = deps.clock();
      const email = normalizeEmail(emailInput);
      await countAttempt('reset', email, ctx.ip, now);
      const userId = await userIdForEmail(email);
      if (!userId) return;
      const user = await registeredUser(userId);
      const token = `${userId}.${randomToken()}`;
      const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000);
      await handleCommand(
        store,
        userStreamName(userId),
        userDecider,
        { type: 'RequestPasswordReset', tokenHash: tokenHash(token), expiresAt, now },
        stepContext(ctx, 'request-reset', now, null),
      );
      const link = `${deps.publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
      // In the background: the answer must not tell, by its time or its status, whether the account exists or
      // whether the mail server is up. A failed mail is logged; the person can ask again.
      void deps.mailer
        .send({ to: user.email, ...resetMail(user.profile.firstName, link, user.profile.language === 'ar') })
        .catch((error: unknown) => deps.log.warn({ err: error, userId }, 'password reset mail failed'));
    },

    async resetPassword(token: string, password: string, ctx: RequestContext) {
      const now = deps.clock();
      const userId = token.split('.')[0] ?? '';
      if (!/^[0-9a-f-]{36}$/i.test(userId)) throw errors.resetTokenInvalid();
      const user = await readState(store, userStreamName(userId), userDecider);
      if (user.status !== 'registered') throw errors.resetTokenInvalid();
      // A dead link is said first; the decider refuses it below.
      const expiresAt = user.resetTokens[tokenHash(token)];
      if (expiresAt && new Date(expiresAt) > now) assertStrongPassword(password, personOf(user));
      const passwordHash = await deps.hasher.hash(password);
      const result = await handleCommand(
        store,
        userStreamName(userId),
        userDecider,
        { type: 'ResetPassword', tokenHash: tokenHash(token), passwordHash, now },
        stepContext(ctx, 'reset-password', now, userId),
      );
      await deps.sessions.revokeAllOf(userId, now);
      // Whoever opened the mailed link owns the account: their address may sign in even under attack.
      await deps.loginThrottle.remember(user.email, ctx.ip, now);
      return { position: result.globalPosition };
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

/** In English and Arabic (the one the person chose first): the page that asked is not known to the mail. */
function resetMail(firstName: string, link: string, arabicFirst: boolean) {
  const name = firstName ? isolate(firstName) : '';
  const en = [
    `Hello ${name || 'there'},`,
    `Someone asked to reset the password of your Tawzeef account. To choose a new password, open:\n${link}`,
    `The link works once and expires in ${RESET_TOKEN_MINUTES} minutes. If you did not ask for this, ignore this mail.`,
  ].join('\n\n');
  const ar = [
    `مرحباً${name ? ` ${name}` : ''}،`,
    `طلب أحدهم إعادة تعيين كلمة مرور حسابك في توظيف. لاختيار كلمة مرور جديدة، افتح:\n${link}`,
    `يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ${RESET_TOKEN_MINUTES} دقيقة. إن لم تطلب ذلك، فتجاهل هذه الرسالة.`,
  ].join('\n\n');
  const subjects = ['Reset your Tawzeef password', 'إعادة تعيين كلمة مرور توظيف'];
  return {
    subject: (arabicFirst ? subjects.reverse() : subjects).join(' | '),
    text: (arabicFirst ? [ar, en] : [en, ar]).join('\n\n—\n\n') + '\n',
  };
}
