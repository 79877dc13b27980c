import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

/** Two SPAs from one build: the webfront at `/` and the administrator dashboard at `/dashboard/`. */
export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/middleware-api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        webfront: fileURLToPath(new URL('./index.html', import.meta.url)),
        dashboard: fileURLToPath(new URL('./dashboard/index.html', import.meta.url)),
      },
      treeshake: {
        // The shared package has no side effects but does not say so in its package.json; without
        // this, every zod schema (and zod itself) would land in the first-load chunk.
        moduleSideEffects: (id: string) => !id.startsWith(sharedSrc),
      },
    },
  },
});
