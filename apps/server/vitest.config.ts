// Integration tests drive the real app through inject() on a real database: PGlite by default,
// PostgreSQL when FANCLUB_TEST_DB=postgres (scripts/test.mjs runs both when DATABASE_URL is set).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Migrates one database first; each test file's database is a copy of it.
    globalSetup: ['test/helpers/database-template.global.ts'],
    // Many tests build a whole app (migrations, seed, argon2 hashing of the demo accounts), which
    // takes seconds on a busy two-core machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
