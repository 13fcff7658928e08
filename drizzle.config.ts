import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations offline from the schema; no database is needed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
  casing: 'snake_case',
});
