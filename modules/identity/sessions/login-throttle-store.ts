import type { Pool, PoolClient } from 'pg';
import { normalizeEmail, sha256Hex } from '../email/normalize.ts';
import { RateLimitedError } from './rate-limiter.ts';
import {
  addressOf,
  admit,
  scopesFor,
  type LoginThrottlePolicy,
  type ThrottleCounter,
  type ThrottleScope,
} from './login-throttle.ts';
import { ensureIdentityTables } from './schema.ts';

/** What `attempt` admitted, to hand back to `succeeded`. */
export type LoginAttempt = { accountKey: string; addressKey: string; keys: Partial<Record<ThrottleScope, string>> };

export type LoginThrottle = {
  /** Counts a sign-in attempt, or throws a RateLimitedError (429) when it must wait. */
  attempt(email: string, ip: string | null, now: Date): Promise<LoginAttempt>;
  /** The attempt was right: its pair starts over and the address becomes familiar to the account. */
  succeeded(attempt: LoginAttempt, now: Date): Promise<void>;
  /** Makes the address familiar to the account (after a sign-up or a password reset from it). */
  remember(email: string, ip: string | null, now: Date): Promise<void>;
};

type Row = { key: string; failures: number; last_attempt_at: Date | null; next_attempt_at: Date | null };

// Addresses are kept hashed: the throttle needs to compare them, not to read them.
const keysOf = (email: string, ip: string | null) => ({
  accountKey: sha256Hex(normalizeEmail(email)),
  addressKey: sha256Hex(addressOf(ip)),
});

/** The counters live in PostgreSQL, so every API process sees the same ones. */
export function createPgLoginThrottle(pool: Pool, policy: LoginThrottlePolicy): LoginThrottle {
  const ready = () => ensureIdentityTables(pool);

  async function familiar(accountKey: string, addressKey: string, now: Date): Promise<boolean> {
    const { rowCount } = await pool.query(
      `SELECT 1 FROM identity_known_addresses
        WHERE account_key = $1 AND address_key = $2 AND last_success_at > $3::timestamptz - make_interval(days => $4)`,
      [accountKey, addressKey, now, policy.knownForDays],
    );
    return (rowCount ?? 0) > 0;
  }

  async function transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async function remember(accountKey: string, addressKey: string, now: Date) {
    await pool.query(
      `INSERT INTO identity_known_addresses (account_key, address_key, last_success_at) VALUES ($1, $2, $3)
       ON CONFLICT (account_key, address_key) DO UPDATE SET last_success_at = GREATEST(identity_known_addresses.last_success_at, $3)`,
      [accountKey, addressKey, now],
    );
  }

  return {
    async attempt(email, ip, now) {
      await ready();
      const { accountKey, addressKey } = keysOf(email, ip);
      const all: Record<ThrottleScope, string> = {
        pair: `pair:${accountKey}:${addressKey}`,
        address: `address:${addressKey}`,
        account: `account:${accountKey}`,
      };
      const scopes = scopesFor(await familiar(accountKey, addressKey, now));
      const keys = Object.fromEntries(scopes.map((scope) => [scope, all[scope]])) as Partial<
        Record<ThrottleScope, string>
      >;
      // Sorted, so two attempts that share counters lock them in the same order.
      const sorted = Object.values(keys).sort();
      const admission = await transaction(async (client) => {
        await client.query(
          `INSERT INTO identity_login_throttle (key, failures) SELECT k, 0 FROM unnest($1::text[]) AS k
           ON CONFLICT (key) DO NOTHING`,
          [sorted],
        );
        const { rows } = await client.query<Row>(
          'SELECT key, failures, last_attempt_at, next_attempt_at FROM identity_login_throttle WHERE key = ANY($1) ORDER BY key FOR UPDATE',
          [sorted],
        );
        const byKey = new Map(rows.map((row) => [row.key, row]));
        const stored = Object.fromEntries(
          scopes.map((scope) => {
            const row = byKey.get(all[scope]);
            const counter: ThrottleCounter = {
              failures: row?.failures ?? 0,
              lastAttemptAt: row?.last_attempt_at ?? null,
              nextAttemptAt: row?.next_attempt_at ?? null,
            };
            return [scope, counter];
          }),
        );
        const decided = admit(stored, scopes, now, policy);
        if (!decided.admitted) return decided;
        for (const scope of scopes) {
          const counter = decided.counters[scope]!;
          await client.query(
            'UPDATE identity_login_throttle SET failures = $2, last_attempt_at = $3, next_attempt_at = $4 WHERE key = $1',
            [all[scope], counter.failures, counter.lastAttemptAt, counter.nextAttemptAt],
          );
        }
        return decided;
      });
      if (!admission.admitted) throw new RateLimitedError(admission.retryAfterSeconds);
      // Now and then, counters nobody used for a long time go.
      if (Math.random() < 0.01) {
        void pool
          .query(
            `DELETE FROM identity_login_throttle WHERE last_attempt_at < $1::timestamptz - make_interval(secs => $2)`,
            [now, policy.forgetAfterSeconds],
          )
          .catch(() => {});
      }
      return { accountKey, addressKey, keys };
    },

    async succeeded(attempt, now) {
      await ready();
      if (attempt.keys.pair)
        await pool.query('DELETE FROM identity_login_throttle WHERE key = $1', [attempt.keys.pair]);
      const shared = [attempt.keys.address, attempt.keys.account].filter((key): key is string => Boolean(key));
      if (shared.length > 0) {
        await pool.query(
          'UPDATE identity_login_throttle SET failures = GREATEST(failures - 1, 0) WHERE key = ANY($1)',
          [shared],
        );
      }
      await remember(attempt.accountKey, attempt.addressKey, now);
    },

    async remember(email, ip, now) {
      await ready();
      const { accountKey, addressKey } = keysOf(email, ip);
      await remember(accountKey, addressKey, now);
    },
  };
}
