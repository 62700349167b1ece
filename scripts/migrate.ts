import pg from 'pg';
import { runMigrations } from '@tawzeef/read-models';
import { createPgKeyVault, sealExistingEvents } from '@tawzeef/privacy';
import { appPersonalDataPolicy } from '../web/api/src/event-store.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set (source scripts/lib/env.sh)');
  process.exit(1);
}
await runMigrations(databaseUrl);
console.log('read-model migrations applied');

// Issue #22: personal data in events written before sealing is sealed in place (idempotent; PostgreSQL log only).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
try {
  const sealed = await sealExistingEvents({
    pool,
    vault: createPgKeyVault(pool),
    policy: appPersonalDataPolicy,
    log: (message) => console.error(`  ${message}`),
  });
  console.log(sealed ? `personal data sealed in ${sealed} existing events` : 'no plaintext personal data in events');
} finally {
  await pool.end();
}
