import { createHash } from 'node:crypto';
import { errors } from '../errors.ts';
import { TOUCH_SLACK_MS } from '../sessions/session-store.ts';
import { randomToken, tokenHash } from '../secrets.ts';
import { userDecider } from '../user/decide.ts';
import { userStreamName, type UserType } from '../user/user.ts';
import { readState, type IdentityDeps, type RequestContext } from './deps.ts';

export const SESSION_DAYS_REMEMBERED = 30;
export const SESSION_HOURS_DEFAULT = 24;

export type IssuedSession = { token: string; csrfToken: string; expiresAt: Date; persistent: boolean };

export type Principal = {
  userId: string;
  userType: UserType;
  companyId: string | null;
  /** The hash of the session token that authenticated the request. */
  sessionId: string;
};

/** Bound to the session (a cookie set by another site cannot match it) and needs no storage. */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`csrf\u0000${sessionToken}`).digest('base64url');
}

export function createSessions(deps: IdentityDeps) {
  return {
    async issue(
      user: { userId: string; userType: UserType; idleTimeoutMinutes: number },
      remember: boolean,
      ctx: RequestContext,
    ): Promise<IssuedSession> {
      const now = deps.clock();
      const token = randomToken();
      const lifetimeMs = remember ? SESSION_DAYS_REMEMBERED * 86_400_000 : SESSION_HOURS_DEFAULT * 3_600_000;
      const expiresAt = new Date(now.getTime() + lifetimeMs);
      await deps.sessions.create({
        tokenHash: tokenHash(token),
        userId: user.userId,
        userType: user.userType,
        persistent: remember,
        idleTimeoutMinutes: user.idleTimeoutMinutes,
        createdAt: now,
        expiresAt,
        ip: ctx.ip,
        userAgent: ctx.userAgent?.slice(0, 500) ?? null,
      });
      return { token, csrfToken: csrfTokenFor(token), expiresAt, persistent: remember };
    },

    /** The signed-in user behind a token; throws 401 for unknown, revoked, aged-out and idle sessions. */
    async authenticate(token: string): Promise<Principal> {
      const now = deps.clock();
      const id = tokenHash(token);
      const session = await deps.sessions.find(id);
      if (!session || session.revokedAt) throw errors.unauthenticated('Your session has ended. Please sign in again.');
      const idleUntil = session.lastSeenAt.getTime() + session.idleTimeoutMinutes * 60_000;
      if (session.expiresAt.getTime() <= now.getTime() || idleUntil <= now.getTime()) {
        await deps.sessions.revoke(id, now);
        throw errors.sessionExpired();
      }
      const user = await readState(deps.store, userStreamName(session.userId), userDecider);
      if (user.status !== 'registered') throw errors.unauthenticated();
      // Idle timeouts count in minutes: a last-seen time under TOUCH_SLACK_MS old is fresh enough to skip the write.
      if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_SLACK_MS) await deps.sessions.touch(id, now);
      return { userId: user.userId, userType: user.userType, companyId: user.companyId, sessionId: id };
    },

    revoke: (sessionId: string) => deps.sessions.revoke(sessionId, deps.clock()),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
