// Unit tests of the web app's pure modules (no DOM needed, so plain Node). Components and pages
// are covered end to end by the Playwright suite in e2e/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'web', environment: 'node', include: ['test/**/*.test.ts'] },
});
