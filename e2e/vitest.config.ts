import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Whole journeys with accessibility checks; a loaded 2-core CI machine takes twice as long.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // In CI a browser test that fails is run once more, and the log marks it "(retry x1)" so the
    // flake stays visible and gets fixed; a test failing twice fails the build. Locally: no retry.
    retry: process.env.CI ? 1 : 0,
    pool: 'forks',
  },
});
