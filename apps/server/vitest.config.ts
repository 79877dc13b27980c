import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share a worker's modules (each still builds its own app on its own database): importing
    // the app once per worker instead of once per file took the suite from 870 s to 180 s, with
    // the workers of the root config (docs/decisions.md).
    isolate: false,
  },
});
