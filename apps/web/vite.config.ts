import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

/**
 * Writes a .br and a .gz beside every text asset of the build, which the server sends to a
 * browser that accepts them (@fastify/static preCompressed): a slow phone network receives about
 * a third of the bytes, without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json|mjs)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** Two SPAs from one build: the webfront at `/` and the administrator dashboard at `/dashboard/`. */
export default defineConfig({
  root,
  base: '/',
  plugins: [react(), precompress()],
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
    // dist/.vite/manifest.json: the server preloads a landing screen's chunks (landing-preload.ts).
    manifest: true,
    rolldownOptions: {
      input: {
        webfront: fileURLToPath(new URL('./index.html', import.meta.url)),
        dashboard: fileURLToPath(new URL('./dashboard/index.html', import.meta.url)),
      },
      output: {
        // Small common chunks (a Mantine component, a shared helper) are copied into the chunks
        // that use them, with one module state kept by rolldown's runtime: a landing screen then
        // needs about 20 files instead of 70, which on HTTP/1.1 (six at a time) and a phone's
        // latency was most of its start-up. CSS stays in files, as Vite needs.
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 16 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
      treeshake: {
        // The shared package has no side effects but does not say so in its package.json; without
        // this, every zod schema (and zod itself) would land in the first-load chunk.
        moduleSideEffects: (id: string) => !id.startsWith(sharedSrc),
      },
    },
  },
});
