import type { Pool } from 'pg';
import { newPersonKey } from './cipher.ts';

/**
 * The per-person keys that seal personal data in events. They live outside the event log, in a plain table this
 * module creates on first use: erasing a person deletes their key, and what it sealed can never be read again.
 */
export type KeyVault = {
  /** The keys of these people, creating those that are missing unless they were erased. */
  keysFor(people: Iterable<string>, options: { create: boolean }): Promise<Map<string, Buffer>>;
  /** Deletes the person's key for good and records when; answers false if there was none. */
  erase(person: string, at: Date): Promise<boolean>;
  /** When each of these people was erased (absent: not erased). */
  erasedAt(people: Iterable<string>): Promise<Map<string, Date>>;
  /** Forgets any copy of the person's key this process keeps (a caching vault; see key-cache.ts). */
  evict?(person: string): void;
};

const ddl = `
CREATE TABLE IF NOT EXISTS privacy_person_keys (
  person_id text PRIMARY KEY,
  key bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS privacy_erasures (
  person_id text PRIMARY KEY,
  erased_at timestamptz NOT NULL
);`;

export function createPgKeyVault(pool: Pool): KeyVault {
  let ready: Promise<void> | undefined;
  const ensure = () => {
    // Serialised with an advisory lock: concurrent CREATE ... IF NOT EXISTS can still collide.
    ready ??= (async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(7346022)');
        await client.query(ddl);
      } finally {
        await client.query('SELECT pg_advisory_unlock(7346022)').catch(() => {});
        client.release();
      }
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  async function read(people: string[]): Promise<Map<string, Buffer>> {
    const { rows } = await pool.query<{ person_id: string; key: Buffer }>(
      'SELECT person_id, key FROM privacy_person_keys WHERE person_id = ANY($1::text[])',
      [people],
    );
    return new Map(rows.map((r) => [r.person_id, r.key]));
  }

  return {
    async keysFor(people, { create }) {
      const wanted = [...new Set(people)];
      if (wanted.length === 0) return new Map();
      await ensure();
      if (!create) return read(wanted);
      // One round trip: the keys that exist, and those made now. A key is never made again for an erased person:
      // their new data could not be told from the old.
      const { rows } = await pool.query<{ person_id: string; key: Buffer }>(
        `WITH made AS (
           INSERT INTO privacy_person_keys (person_id, key)
           SELECT p, k FROM unnest($1::text[], $2::bytea[]) AS t(p, k)
           WHERE NOT EXISTS (SELECT 1 FROM privacy_erasures e WHERE e.person_id = t.p)
           ON CONFLICT (person_id) DO NOTHING
           RETURNING person_id, key)
         SELECT person_id, key FROM made
         UNION ALL
         SELECT person_id, key FROM privacy_person_keys WHERE person_id = ANY($1::text[])`,
        [wanted, wanted.map(() => newPersonKey())],
      );
      const keys = new Map(rows.map((r) => [r.person_id, r.key]));
      // Made by a concurrent call after this statement's snapshot: neither inserted here nor seen.
      const raced = wanted.filter((p) => !keys.has(p));
      if (raced.length) for (const [person, key] of await read(raced)) keys.set(person, key);
      return keys;
    },
    async erase(person, at) {
      await ensure();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rowCount } = await client.query('DELETE FROM privacy_person_keys WHERE person_id = $1', [person]);
        await client.query(
          'INSERT INTO privacy_erasures (person_id, erased_at) VALUES ($1, $2) ON CONFLICT (person_id) DO NOTHING',
          [person, at],
        );
        await client.query('COMMIT');
        return (rowCount ?? 0) > 0;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async erasedAt(people) {
      const wanted = [...new Set(people)];
      if (wanted.length === 0) return new Map();
      await ensure();
      const { rows } = await pool.query<{ person_id: string; erased_at: Date }>(
        'SELECT person_id, erased_at FROM privacy_erasures WHERE person_id = ANY($1::text[])',
        [wanted],
      );
      return new Map(rows.map((r) => [r.person_id, r.erased_at]));
    },
  };
}
