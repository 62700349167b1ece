import type { Pool } from 'pg';
import { IdentityError } from '../errors.ts';
import { ensureIdentityTables } from './schema.ts';

export type RateLimit = { limit: number; windowSeconds: number };

export type RateLimiter = {
  /** Counts one attempt; returns how many fell in the current window and when it ends. */
  hit(key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  peek(key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  clear(key: string): Promise<void>;
};

export const rateLimitedMessages = {
  en: (seconds: number) => `Too many attempts. Try again in ${seconds} seconds.`,
  ar: (seconds: number) => `محاولات كثيرة جدًا. حاول مرة أخرى بعد ${seconds} ثانية.`,
};

export class RateLimitedError extends IdentityError {
  constructor(readonly retryAfterSeconds: number) {
    super('AUTH.RATE_LIMITED', rateLimitedMessages.en(retryAfterSeconds), 429);
  }
}

/** Fixed windows in PostgreSQL, so every API process counts against the same limit. */
export function createPgRateLimiter(pool: Pool): RateLimiter {
  const q = async (text: string, values: unknown[]) => {
    await ensureIdentityTables(pool);
    return pool.query<{ count: number; window_start: Date }>(text, values);
  };
  const result = (row: { count: number; window_start: Date } | undefined, windowSeconds: number, now: Date) => {
    if (!row || row.window_start.getTime() + windowSeconds * 1000 <= now.getTime()) {
      return { count: 0, resetAt: new Date(now.getTime() + windowSeconds * 1000) };
    }
    return { count: row.count, resetAt: new Date(row.window_start.getTime() + windowSeconds * 1000) };
  };
  return {
    async hit(key, windowSeconds, now) {
      const { rows } = await q(
        `INSERT INTO identity_rate_limits AS r (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN r.window_start <= $2::timestamptz - make_interval(secs => $3) THEN 1 ELSE r.count + 1 END,
           window_start = CASE WHEN r.window_start <= $2::timestamptz - make_interval(secs => $3) THEN $2 ELSE r.window_start END
         RETURNING count, window_start`,
        [key, now, windowSeconds],
      );
      return result(rows[0], windowSeconds, now);
    },
    async peek(key, windowSeconds, now) {
      const { rows } = await q('SELECT count, window_start FROM identity_rate_limits WHERE key = $1', [key]);
      return result(rows[0], windowSeconds, now);
    },
    async clear(key) {
      await q('DELETE FROM identity_rate_limits WHERE key = $1', [key]);
    },
  };
}

/** Throws a 429 with the seconds until the window resets once `count` went past the limit. */
export function enforce(state: { count: number; resetAt: Date }, limit: number, now: Date): void {
  if (state.count > limit) {
    throw new RateLimitedError(Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000)));
  }
}
