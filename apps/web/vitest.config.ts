import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false }),
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // Form tests type character by character; on a busy two-core machine 5 s is too tight.
      testTimeout: 15_000,
      // Vitest's default is one worker fewer than the cores, one on this two-core machine; the
      // suite's time is each file's jsdom and imports, which two workers share (as the server's do).
      maxWorkers: 2,
    },
  }),
);
