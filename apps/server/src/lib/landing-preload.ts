import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The webfront's page for a landing URL, with `<link rel="modulepreload">` for the chunks of the
 * screen it opens (its layout, its page and their static imports) and their style sheets. Without
 * them the browser learns of those chunks only once the entry script has arrived and run, which
 * on a slow phone network is over a second later. Reads Vite's build manifest once; a build
 * without one (or a URL that is not a landing screen) answers null and the plain page is sent.
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

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface LandingPages {
  /** The page with its preload links, or null when `urlPath` is not a landing screen. */
  page(urlPath: string): string | null;
}

export function loadLandingPages(dist: string): LandingPages {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const htmlFile = path.join(dist, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(htmlFile)) return { page: () => null };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const html = readFileSync(htmlFile, 'utf8');
  const pages = LANDINGS.map((landing) => ({
    pattern: landing.pattern,
    html: withPreloads(html, manifest, landing.modules),
  }));
  return {
    page: (urlPath) => pages.find((p) => p.pattern.test(urlPath))?.html ?? null,
  };
}

function withPreloads(
  html: string,
  manifest: Record<string, ManifestChunk>,
  modules: string[],
): string | null {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  if (!modules.every((key) => manifest[key])) return null;
  // What the page already loads (the entry and its preloads) is not asked twice.
  const links = [
    ...[...scripts]
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles]
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}
