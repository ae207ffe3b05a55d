import { defineConfig } from 'vitest/config';

// Journeys share one running server and browser per file; files run one after another
// because the machine has two cores and Chromium plus the server already use them.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
