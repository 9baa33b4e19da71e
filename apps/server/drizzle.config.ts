import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from src/db/schema.ts; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
