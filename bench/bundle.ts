import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * JavaScript a browser loads before the first page renders: the entry script of an HTML page
 * and every module it preloads, each gzipped (the build is already minified).
 */
export function firstLoadKb(dist: string, htmlFile: string): number {
  const html = readFileSync(path.join(dist, htmlFile), 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g))
    if (match[1]) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    if (match[1]) sources.add(match[1]);
  let bytes = 0;
  for (const src of sources)
    bytes += gzipSync(readFileSync(path.join(dist, src.replace(/^\//, '')))).length;
  return Math.round((bytes / 1024) * 10) / 10;
}
