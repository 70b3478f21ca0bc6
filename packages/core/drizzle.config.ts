import { defineConfig } from 'drizzle-kit';

// Run from the repository root: npx drizzle-kit generate --config packages/core/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/core/src/db/schema/index.ts',
  out: './packages/core/drizzle',
});
