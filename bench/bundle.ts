import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadLandingPages, type LandingPages } from '@/lib/landing-preload';
import type { BudgetRow } from './scale-run';

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
export function landingLoad(
  dist: string,
  urlPath: string,
  pages: LandingPages = loadLandingPages(dist),
): LandingLoad {
  const html = pages.page(urlPath, true, 'en') ?? '';
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

/** The brotli KB a landing screen's page may load before its first paint. */
const LANDING_KB = 250;

/**
 * The build's gated size budgets: first-load JavaScript of both entries (DESIGN.md: <= 170 KB
 * min+gzip) and each landing screen's own first load. A landing screen's budget came with issue
 * 21 item 2: on 2026-11-28 it had grown from about 205 to 309 KB (zod, the bell's popover,
 * dialogs) with nothing to say so.
 */
export function bundleBudgets(dist: string, record: (row: BudgetRow) => void): void {
  for (const [entry, html] of [
    ['webfront', 'index.html'],
    ['dashboard', 'dashboard/index.html'],
  ] as const) {
    const kb = firstLoadKb(dist, html);
    record({
      name: `first-load JavaScript, ${entry} (min+gzip)`,
      value: kb,
      unit: 'KB',
      budget: '<= 170',
      ok: kb <= 170,
      gated: true,
    });
  }
  const pages = loadLandingPages(dist);
  for (const screen of ['/', '/course', '/course/1']) {
    const load = landingLoad(dist, screen, pages);
    record({
      name: `landing first load ${screen}, scripts and sheets (brotli)`,
      value: load.kb,
      unit: 'KB',
      budget: `<= ${LANDING_KB}, no zod`,
      ok: load.kb <= LANDING_KB && load.withZod.length === 0,
      gated: true,
    });
    if (load.withZod.length) console.log(`  zod in ${screen}: ${load.withZod.join(', ')}`);
  }
}
