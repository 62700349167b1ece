// npm run read-models:rebuild [name ...]: rebuilds one, several or all read models from the log
// while the app keeps serving (shadow tables, then an atomic swap with the checkpoint).
// --stale: only those built by another version of their projection (scripts/start runs it after an upgrade).
import { createAppEventStore } from '../web/api/src/event-store.ts';
import {
  allProjections,
  closeReadModelDb,
  createReadModelDb,
  readCheckpoints,
  rebuildProjections,
  runMigrations,
} from '@tawzeef/read-models';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set (source scripts/lib/env.sh)');
  process.exit(1);
}
const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const known = allProjections.map((p) => p.name);
const unknown = names.filter((n) => !known.includes(n));
if (unknown.length) {
  console.error(`unknown read model(s): ${unknown.join(', ')}; known: ${known.join(', ')}`);
  process.exit(2);
}

await runMigrations(databaseUrl);
const db = createReadModelDb(databaseUrl);
if (process.argv.includes('--stale')) {
  const stored = await readCheckpoints(db, known);
  const stale = stored.filter((row) => allProjections.find((p) => p.name === row.name)!.version !== row.version);
  if (stale.length === 0) {
    await closeReadModelDb(db);
    process.exit(0);
  }
  names.push(...stale.map((row) => row.name));
  console.error(`read models built by another version, rebuilt now: ${names.join(', ')}`);
}
// Read models always live in PostgreSQL; the log may be elsewhere (EVENTSTORE_CONNECTION_STRING).
// Sealed personal data is opened on the way, as in the app (web/api/src/event-store.ts).
const { store } = createAppEventStore({
  databaseUrl,
  eventStoreConnectionString: process.env.EVENTSTORE_CONNECTION_STRING,
});
let lastReport = 0;
try {
  const results = await rebuildProjections({
    db,
    store,
    projections: allProjections,
    names,
    onProgress: ({ name, position, events }) => {
      if (Date.now() - lastReport < 1_000) return;
      lastReport = Date.now();
      console.error(`  ${name}: ${events} events replayed (position ${position})`);
    },
  });
  for (const r of results) {
    console.log(`rebuilt ${r.name}: ${r.events} events up to position ${r.position} in ${r.durationMs} ms`);
  }
} catch (error) {
  console.error(`rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await store.close();
  await closeReadModelDb(db);
}
