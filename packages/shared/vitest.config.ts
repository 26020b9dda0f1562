// Pure domain code: plain Node is enough, no DOM needed. Vitest requires a default export here.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'shared', environment: 'node', include: ['test/**/*.test.ts'] },
});
