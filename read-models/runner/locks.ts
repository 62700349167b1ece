import { sql, type SQL } from 'drizzle-orm';

const NAMESPACE = 'tawzeef.projection';

/** Session lock held by a rebuild for its whole run: one rebuild per projection at a time. */
export const tryLockRebuild = (name: string): SQL =>
  sql`SELECT pg_try_advisory_lock(hashtext(${NAMESPACE}), hashtext(${name})) AS locked`;

export const unlockRebuild = (name: string): SQL =>
  sql`SELECT pg_advisory_unlock(hashtext(${NAMESPACE}), hashtext(${name})) AS unlocked`;

/** Names (among those given) whose rebuild lock is held by any session on this database. */
export const rebuildingNames = (names: readonly string[]): SQL => sql`
  SELECT n.name FROM unnest(${sql.param(names)}::text[]) AS n(name)
  WHERE EXISTS (
    SELECT 1 FROM pg_locks l
    WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
      AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND l.classid = hashtext(${NAMESPACE})::oid AND l.objid = hashtext(n.name)::oid
  )`;
