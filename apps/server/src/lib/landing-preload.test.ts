import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLandingPages, withFetchPreload, withImagePreload } from './landing-preload';

/** A built webfront in miniature: the page, the entry and Vite's manifest. */
function builtDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'landing-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html>\n  <head>\n    <script type="module" crossorigin src="/assets/main-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">\n  </head>\n  <body></body>\n</html>\n',
  );
  const manifest = {
    'src/webfront-main.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['_runtime.js'] },
    _runtime: { file: 'assets/runtime-1.js' },
    '_runtime.js': { file: 'assets/runtime-1.js' },
    'src/features/home/home-page.tsx': { file: 'assets/home-1.js', css: ['assets/home-1.css'] },
    '_authenticated-layout-1.js': { file: 'assets/layout-1.js', name: 'authenticated-layout' },
    'src/i18n/th.ts': { file: 'assets/th-1.js', imports: ['_runtime.js'] },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('landing pages with preloads', () => {
  const pages = loadLandingPages(builtDist());

  it('preloads the start-up calls and a landing screen’s chunks and style sheets', () => {
    const page = pages.page('/', true, 'en') ?? '';
    expect(page).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/account/profile/?format=json">',
    );
    expect(page).toContain('href="/api/dict/?format=json"');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/layout-1.js">');
    // Linked as a sheet: Vite's loader then finds it and does not wait for it again.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/home-1.css">');
    // A visitor's dictionary is the sign-in page's.
    expect(pages.page('/', false, 'en')).toContain(
      'href="/api/dict/?is_login_page=true&format=json"',
    );
  });

  it('preloads the Thai labels only for a visit guessed to be Thai (issue 21 item 2)', () => {
    for (const urlPath of ['/', '/profile/my-profile']) {
      expect(pages.page(urlPath, true, 'th')).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/th-1.js">',
      );
      expect(pages.page(urlPath, false, 'en')).not.toContain('th-1.js');
    }
    // What the page already loads is not asked twice.
    expect((pages.page('/', true, 'th') ?? '').split('runtime-1.js').length).toBe(2);
  });

  it('puts a landing screen’s own call right after the title, ahead of the scripts', () => {
    const call = '/api/course/3/?lang=en&format=json';
    const link = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${call}">`;
    const page = withFetchPreload(
      '<head>\n  <title>A course</title>\n  <script src="/a.js"></script>\n</head>',
      call,
    );
    expect(page).toBe(
      `<head>\n  <title>A course</title>\n  ${link}\n  <script src="/a.js"></script>\n</head>`,
    );
    // A page without a title still gets it, at the end of its head.
    expect(withFetchPreload('<head><script src="/a.js"></script></head>', call)).toBe(
      `<head><script src="/a.js"></script>${link}</head>`,
    );
  });

  it('preloads a content page’s cover at high priority after the title, same-origin paths only', () => {
    const cover = '/api/media/image/ab/ab12.jpg';
    const page = withImagePreload(
      '<head>\n  <title>A course</title>\n  <script src="/a.js"></script>\n</head>',
      cover,
    );
    expect(page).toBe(
      `<head>\n  <title>A course</title>\n  <link rel="preload" as="image" fetchpriority="high" href="${cover}">\n  <script src="/a.js"></script>\n</head>`,
    );
    const plain = '<head><title>A course</title></head>';
    for (const unsafe of [
      '"><script>alert(1)</script>',
      '//tracker.example.com/pixel.gif',
      'https://elsewhere.example.com/cover.jpg',
      '/api/media/image/a b.jpg',
      'javascript:alert(1)',
    ])
      expect(withImagePreload(plain, unsafe), unsafe).toBe(plain);
  });

  it('sends no page without a build', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'landing-empty-'));
    expect(loadLandingPages(empty).page('/', true, 'th')).toBeNull();
  });
});
