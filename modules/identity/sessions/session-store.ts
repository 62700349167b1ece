import type { Pool } from 'pg';
import type { UserType } from '../user/user.ts';
import { ensureIdentityTables } from './schema.ts';

/** How stale a session's last-seen time may be before a request writes it again. */
export const TOUCH_SLACK_MS = 15_000;

export type SessionRow = {
  tokenHash: string;
  userId: string;
  userType: UserType;
  persistent: boolean;
  idleTimeoutMinutes: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
};

export type NewSession = Omit<SessionRow, 'revokedAt' | 'lastSeenAt'> & { ip: string | null; userAgent: string | null };

export type SessionStore = {
  create(session: NewSession): Promise<void>;
  find(tokenHash: string): Promise<SessionRow | null>;
  /** Records activity; skipped when the last record is fresher than the slack, to spare a write per request. */
  touch(tokenHash: string, now: Date, slackMs?: number): Promise<void>;
  revoke(tokenHash: string, now: Date): Promise<void>;
  revokeAllOf(userId: string, now: Date, exceptTokenHash?: string): Promise<number>;
  setIdleTimeout(userId: string, minutes: number): Promise<void>;
};

type Raw = {
  token_hash: string;
  user_id: string;
  user_type: UserType;
  persistent: boolean;
  idle_timeout_minutes: number;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
};

const toRow = (r: Raw): SessionRow => ({
  tokenHash: r.token_hash,
  userId: r.user_id,
  userType: r.user_type,
  persistent: r.persistent,
  idleTimeoutMinutes: r.idle_timeout_minutes,
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
});

export function createPgSessionStore(pool: Pool): SessionStore {
  const q = async <R extends object = Raw>(text: string, values: unknown[]) => {
    await ensureIdentityTables(pool);
    return pool.query<R>(text, values);
  };
  return {
    async create(s) {
      await q(
        `INSERT INTO identity_sessions (token_hash, user_id, user_type, persistent, idle_timeout_minutes,
           created_at, last_seen_at, expires_at, ip, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9)`,
        [
          s.tokenHash,
          s.userId,
          s.userType,
          s.persistent,
          s.idleTimeoutMinutes,
          s.createdAt,
          s.expiresAt,
          s.ip,
          s.userAgent,
        ],
      );
      // Keep the table small: sessions dead for a day are of no further use.
      await q(`DELETE FROM identity_sessions WHERE expires_at < $1::timestamptz - interval '1 day'`, [s.createdAt]);
    },
    async find(tokenHash) {
      const { rows } = await q('SELECT * FROM identity_sessions WHERE token_hash = $1', [tokenHash]);
      return rows[0] ? toRow(rows[0]) : null;
    },
    async touch(tokenHash, now, slackMs = TOUCH_SLACK_MS) {
      await q(
        `UPDATE identity_sessions SET last_seen_at = $2
         WHERE token_hash = $1 AND last_seen_at < $2::timestamptz - make_interval(secs => $3)`,
        [tokenHash, now, slackMs / 1000],
      );
    },
    async revoke(tokenHash, now) {
      await q('UPDATE identity_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
        tokenHash,
        now,
      ]);
    },
    async revokeAllOf(userId, now, except) {
      const { rowCount } = await q(
        `UPDATE identity_sessions SET revoked_at = $2
         WHERE user_id = $1 AND revoked_at IS NULL AND token_hash IS DISTINCT FROM $3`,
        [userId, now, except ?? null],
      );
      return rowCount ?? 0;
    },
    async setIdleTimeout(userId, minutes) {
      await q('UPDATE identity_sessions SET idle_timeout_minutes = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
        userId,
        minutes,
      ]);
    },
  };
}
