// Integration tests drive the real app through inject() on a real database: PGlite by default,
// PostgreSQL when FANCLUB_TEST_DB=postgres (scripts/test.mjs runs both when DATABASE_URL is set).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
