import { defineConfig } from 'drizzle-kit';

// Run from this folder: `npm run -w @tawzeef/read-models db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./runner/schema.ts', './*/schema.ts'],
  out: './migrations',
});
