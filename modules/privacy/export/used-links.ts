import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/**
 * E-mailed links that were spent on an erasure: a link erases once, and once it has it opens nothing more. Kept by
 * the token's SHA-256 (never the token), in a plain table this module creates on first use.
 */
export type UsedLinks = {
  /** Marks the link used; answers false when it already was (the caller must not act twice). */
  spend(token: string, at: Date): Promise<boolean>;
  wasSpent(token: string): Promise<boolean>;
  /** Unmarks a link whose erasure failed, so the person can try again with it. */
  restore(token: string): Promise<void>;
};

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const ddl = `CREATE TABLE IF NOT EXISTS privacy_used_links (
  token_hash text PRIMARY KEY,
  used_at timestamptz NOT NULL
)`;

export function createPgUsedLinks(pool: Pool): UsedLinks {
  let ready: Promise<void> | undefined;
  const ensure = () => {
    ready ??= (async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(7346023)');
        await client.query(ddl);
      } finally {
        await client.query('SELECT pg_advisory_unlock(7346023)').catch(() => {});
        client.release();
      }
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  return {
    async spend(token, at) {
      await ensure();
      const { rowCount } = await pool.query(
        'INSERT INTO privacy_used_links (token_hash, used_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [digest(token), at],
      );
      return rowCount === 1;
    },
    async wasSpent(token) {
      await ensure();
      const { rowCount } = await pool.query('SELECT 1 FROM privacy_used_links WHERE token_hash = $1', [digest(token)]);
      return (rowCount ?? 0) > 0;
    },
    async restore(token) {
      await ensure();
      await pool.query('DELETE FROM privacy_used_links WHERE token_hash = $1', [digest(token)]);
    },
  };
}
