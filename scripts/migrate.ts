import { runMigrations } from '@tawzeef/read-models';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set (source scripts/lib/env.sh)');
  process.exit(1);
}
await runMigrations(databaseUrl);
console.log('read-model migrations applied');
