import { defineConfig } from 'vitest/config';

// Journeys share one running server and browser per file; files run one after another
// because the machine has two cores and Chromium plus the server already use them.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    fileParallelism: false,
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    // Longer than startApp's own deadline (START_TIMEOUT_MS, 120 s) plus a few sign-ups, so a slow
    // start fails with the harness's message rather than a bare hook timeout.
    hookTimeout: 180_000,
  },
});
