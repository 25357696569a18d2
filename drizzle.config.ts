import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a new SQL migration after server/db/schema.ts changes. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/migrations',
});
