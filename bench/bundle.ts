import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadLandingPages } from '@/lib/landing-preload';

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

export interface LandingLoad {
  /** Brotli bytes (KB) of the scripts and style sheets the page loads or preloads. */
  kb: number;
  /** Files among them that hold zod (schemas belong to forms, not to a landing screen). */
  withZod: string[];
}

/**
 * What a landing screen's page, as the server sends it to a signed-in English visit, makes a phone
 * download before its first paint: the entry, its preloads and the screen's chunks and sheets
 * (landing-preload.ts), each as its pre-compressed .br (what a browser is sent).
 */
export function landingLoad(dist: string, urlPath: string): LandingLoad {
  const html = loadLandingPages(dist).page(urlPath, true, 'en') ?? '';
  const files = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g,
  ))
    if (match[1]) files.add(match[1].replace(/^\//, ''));
  let bytes = 0;
  const withZod: string[] = [];
  for (const file of files) {
    const full = path.join(dist, file);
    const body = readFileSync(full);
    bytes += existsSync(`${full}.br`) ? readFileSync(`${full}.br`).length : gzipSync(body).length;
    if (file.endsWith('.js') && body.includes('_zod')) withZod.push(file);
  }
  return { kb: Math.round((bytes / 1024) * 10) / 10, withZod };
}
