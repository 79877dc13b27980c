import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@portal/shared';

/**
 * The webfront's page with preload links, so that a slow phone network starts at once what it
 * would otherwise learn of only after the entry script has arrived and run (over a second later):
 * the SPEC §4 start-up calls (`rel=preload as=fetch`, taken by the app's own fetch of the same
 * address) and, for a landing screen, the chunks it opens (its layout, its page and their static
 * imports, `rel=modulepreload`) with their style sheets, linked as sheets: they arrive long before
 * the scripts, and Vite's loader, finding them linked, no longer adds each one and waits for its
 * load event before the lazy screen may render. Built once from the page and Vite's build
 * manifest; without a built page the server sends none.
 */

/** Landing screens and the source modules the router loads for them (webfront-routes.tsx). */
const AUTHENTICATED_LAYOUT = 'src/app/layouts/authenticated-layout.tsx';
const COURSE_TABS = '(?:info|curriculum|additional|approval|certificate|discussion)';
const LANDINGS: { pattern: RegExp; modules: string[] }[] = [
  { pattern: /^\/$/, modules: [AUTHENTICATED_LAYOUT, 'src/features/home/home-page.tsx'] },
  {
    pattern: /^\/course\/?$/,
    modules: [AUTHENTICATED_LAYOUT, 'src/features/catalog/components/course-list-page.tsx'],
  },
  {
    pattern: new RegExp(`^/course/\\d+(?:/${COURSE_TABS})?/?$`),
    modules: [AUTHENTICATED_LAYOUT, 'src/features/catalog/components/course-detail-page.tsx'],
  },
  {
    pattern: /^\/category\/?$/,
    modules: [AUTHENTICATED_LAYOUT, 'src/features/catalog/components/category-list-page.tsx'],
  },
];

/**
 * The SPEC §4 start-up calls whose address does not depend on the answer of another (the
 * dictionary's does: is_login_page for a visitor): the browser asks them while it parses the
 * page, and the app's fetch() of the same address takes the answer.
 */
const STARTUP_CALLS = [
  '/api/account/profile/?format=json',
  '/api/config/check-update/?format=json',
  '/api/config/?format=json',
];
/**
 * The Thai shared labels, a chunk of their own since issue 21 item 2: a visit the server guesses
 * is Thai preloads it, so the app does not wait for it after its entry has run.
 */
const THAI_LABELS = 'src/i18n/th.ts';

/** The dictionary's address for a signed-in person and for a visitor (get-dict.ts). */
const DICT_CALL = {
  signedIn: '/api/dict/?format=json',
  visitor: '/api/dict/?is_login_page=true&format=json',
};

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

export interface LandingPages {
  /**
   * The page for `urlPath`; `signedIn` (a session cookie was sent: a guess the app checks) picks
   * the dictionary's address, and `language` (the request's, a guess too: the app decides) adds
   * the Thai labels' chunk. Null when there is no built page.
   */
  page(urlPath: string, signedIn: boolean, language: Language): string | null;
}

export function loadLandingPages(dist: string): LandingPages {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const htmlFile = path.join(dist, 'index.html');
  if (!existsSync(htmlFile)) return { page: () => null };
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const html = readFileSync(htmlFile, 'utf8');
  const variants = (modules: string[]) => ({
    en: {
      signedIn: withPreloads(html, manifest, modules, DICT_CALL.signedIn),
      visitor: withPreloads(html, manifest, modules, DICT_CALL.visitor),
    },
    th: {
      signedIn: withPreloads(html, manifest, [...modules, THAI_LABELS], DICT_CALL.signedIn),
      visitor: withPreloads(html, manifest, [...modules, THAI_LABELS], DICT_CALL.visitor),
    },
  });
  const landings = LANDINGS.map((landing) => ({
    pattern: landing.pattern,
    ...variants(landing.modules),
  }));
  const other = variants([]);
  return {
    page(urlPath, signedIn, language) {
      const found = (landings.find((p) => p.pattern.test(urlPath)) ?? other)[language];
      return signedIn ? found.signedIn : found.visitor;
    },
  };
}

function withPreloads(
  html: string,
  manifest: Record<string, ManifestChunk>,
  modules: string[],
  dictCall: string,
): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  // A chunk's imports' sheets before its own, the order Vite's loader links them in (a page's
  // sheet may override a component's at the same specificity).
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  // A build whose manifest lacks a screen's chunk (renamed, or no manifest) preloads no chunks;
  // the Thai labels' chunk is preloaded when the manifest has it.
  const keys = modules
    .filter((module) => module !== THAI_LABELS)
    .map((module) => chunkKey(manifest, module));
  if (keys.every((key) => key !== undefined)) for (const key of keys) visit(key);
  if (modules.includes(THAI_LABELS) && manifest[THAI_LABELS]) visit(THAI_LABELS);
  // What the page already loads (the entry and its preloads) is not asked twice.
  const links = [
    ...[...STARTUP_CALLS, dictCall].map(
      (call) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${call}">`,
    ),
    ...[...scripts]
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles]
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return html.replace(
    /\n(\s*)<\/head>/,
    (_, indent: string) =>
      `${links.map((link) => `\n${indent}  ${link}`).join('')}\n${indent}</head>`,
  );
}

/**
 * A module's chunk: keyed by its path when it is a chunk of its own, else (a module that other
 * modules import too, e.g. the layout) the shared chunk named after it.
 */
function chunkKey(manifest: Record<string, ManifestChunk>, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === name);
}

/**
 * The page with one more start-up call preloaded ahead of the scripts: a landing screen's own
 * data whose address the server knows from the request (the course page's course, asked by
 * prefetch-landing.ts with the start-up calls). Without it the call left only after the entry
 * script had arrived and run, one round trip before the page's title could paint.
 */
export function withFetchPreload(html: string, call: string): string {
  return afterTitle(
    html,
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${call}">`,
  );
}

/** Puts a tag right after the page's `<title>` (before its scripts), else at the end of its head. */
function afterTitle(html: string, tag: string): string {
  const title = /(\n(\s*)<title>[^<]*<\/title>)/;
  if (title.test(html))
    return html.replace(title, (_, line: string, indent: string) => `${line}\n${indent}${tag}`);
  return html.replace(/<\/head>/, `${tag}</head>`);
}

/** A same-origin path (not `//host`) we may write into an attribute: no quotes, spaces or `<>`. */
const SAFE_PATH = /^\/(?!\/)[\w./%-]*$/;

export function isSafePath(value: string): boolean {
  return SAFE_PATH.test(value);
}

/**
 * The page with its cover picture preloaded at high priority, after the `<title>` (a content
 * page's cover is its largest paint: without this the browser learnt of it only when the app had
 * rendered the page, and the picture painted a round trip and its bytes later, 0.3-0.5 s after the
 * title on the throttled phone). Only a same-origin path is written; anything else is left out.
 */
export function withImagePreload(html: string, image: string): string {
  if (!SAFE_PATH.test(image)) return html;
  return afterTitle(html, `<link rel="preload" as="image" fetchpriority="high" href="${image}">`);
}
