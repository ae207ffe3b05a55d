import { defineConfig } from 'vitest/config';

// Each test file builds one app on its own database (PGlite in memory, or the run's PostgreSQL
// database); tests inside a file make their own data with factories and never depend on order.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 20_000,
  },
});
