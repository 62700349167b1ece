import type { Pool } from 'pg';

/*
 * Sessions, rate-limit and sign-in throttle counters and familiar addresses are operational state, not
 * domain facts: they change on every request, expire on their own and mean nothing once gone, so they
 * live in plain tables that the identity module owns and creates (idempotently) on first use, outside
 * the event log.
 */
const ddl = `
CREATE TABLE IF NOT EXISTS identity_sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL,
  user_type text NOT NULL,
  persistent boolean NOT NULL,
  idle_timeout_minutes integer NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX IF NOT EXISTS identity_sessions_user_idx ON identity_sessions (user_id);
CREATE INDEX IF NOT EXISTS identity_sessions_expires_idx ON identity_sessions (expires_at);
CREATE TABLE IF NOT EXISTS identity_rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE TABLE IF NOT EXISTS identity_login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz
);
CREATE INDEX IF NOT EXISTS identity_login_throttle_last_idx ON identity_login_throttle (last_attempt_at);
CREATE TABLE IF NOT EXISTS identity_known_addresses (
  account_key text NOT NULL,
  address_key text NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (account_key, address_key)
);`;

const ready = new WeakMap<Pool, Promise<void>>();

export function ensureIdentityTables(pool: Pool): Promise<void> {
  let done = ready.get(pool);
  if (!done) {
    // Serialised with an advisory lock: concurrent CREATE ... IF NOT EXISTS can still collide.
    done = (async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(7346001)');
        await client.query(ddl);
      } finally {
        await client.query('SELECT pg_advisory_unlock(7346001)').catch(() => {});
        client.release();
      }
    })();
    done.catch(() => ready.delete(pool));
    ready.set(pool, done);
  }
  return done;
}
