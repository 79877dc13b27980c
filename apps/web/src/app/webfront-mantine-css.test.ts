import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The webfront loads only the Mantine style sheets listed in webfront-mantine.css. A component
 * whose sheet is missing renders unstyled (a bare <button>, a modal without its overlay), which
 * no other unit test would notice: this one finds every Mantine component the webfront's sources
 * import, follows Mantine's own modules to the components each is built from (Select → Combobox,
 * Input, Popover…), and checks that each one's sheet is listed, in Mantine's order.
 */
const src = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const coreDir = path.dirname(require.resolve('@mantine/core/styles.css'));
const notificationsEsm = path.join(
  path.dirname(path.dirname(require.resolve('@mantine/notifications'))),
  'esm',
);

/** The source file an import names (`@/…` or relative), or null for a package. */
function sourceOf(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ending;
    if (/\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * Sources bundled into the webfront: every module webfront-main.tsx reaches through its static
 * and lazy imports (the dashboard's screens live in the features too, and are never reached).
 */
function webfrontSources(): string[] {
  const seen = new Set<string>();
  const queue = [path.join(src, 'webfront-main.tsx')];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = sourceOf(file, match[1] ?? '');
      if (target !== null) queue.push(target);
    }
  }
  return [...seen];
}

/** Value names imported from '@mantine/core' (type-only imports skipped). */
function importedNames(code: string, from: RegExp): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(from)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

/** Style sheet names (`Button`, `Combobox`…) of the CSS modules reachable from Mantine names. */
function requiredSheets(names: Iterable<string>): Set<string> {
  const esm = path.join(coreDir, 'esm');
  const index = readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const match of index.matchAll(/import\s+\{([^}]*)\}\s+from\s+"(\.[^"]+)"/g))
    for (const part of (match[1] ?? '').split(','))
      fileOf.set(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
        path.join(esm, match[2] ?? ''),
      );
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.module.mjs')) sheets.add(path.basename(file, '.module.mjs'));
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s+"(\.[^"]+)"/g))
      walk(path.resolve(path.dirname(file), match[1] ?? ''));
  };
  for (const name of names) {
    const file = fileOf.get(name);
    if (file) walk(file);
  }
  return sheets;
}

/** The @import targets of a style sheet, in order. */
function cssImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/@import '([^']+)';/g)].map((m) => m[1] ?? '');
}

const listed = [
  ...readFileSync(path.join(src, 'app/webfront-mantine.css'), 'utf8').matchAll(
    /@import '@mantine\/core\/styles\/([\w-]+)\.css';/g,
  ),
].map((match) => match[1] ?? '');

describe('webfront Mantine style sheets', () => {
  it('lists the sheet of every component the webfront uses and of the ones they are built from', () => {
    const names = new Set<string>();
    for (const file of webfrontSources())
      for (const name of importedNames(
        readFileSync(file, 'utf8'),
        /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g,
      ))
        names.add(name);
    // The notifications package (loaded lazily by the webfront) draws core components.
    for (const file of readdirSync(notificationsEsm, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.mjs'))
        for (const name of importedNames(
          readFileSync(path.join(notificationsEsm, file), 'utf8'),
          /import\s+()\{([^}]*)\}\s+from\s+"@mantine\/core"/g,
        ))
          names.add(name);
    expect(names.has('Button')).toBe(true);
    const required = requiredSheets(names);
    // Composite components pull in their parts' sheets (Modal → ModalBase, Overlay, Paper).
    expect([...required]).toEqual(expect.arrayContaining(['ModalBase', 'Overlay', 'Paper']));
    const missing = [...required].filter((sheet) => !listed.includes(sheet));
    expect(missing).toEqual([]);
  });

  it('starts with the base sheets and keeps the order of the whole stylesheet', () => {
    expect(listed.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const whole = readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
    const offsets = listed.map((sheet) =>
      whole.indexOf(readFileSync(path.join(coreDir, 'styles', `${sheet}.css`), 'utf8').trim()),
    );
    expect(offsets.every((offset) => offset >= 0)).toBe(true);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('is what the webfront entry loads instead of the whole stylesheet', () => {
    const entry = readFileSync(path.join(src, 'webfront-main.tsx'), 'utf8');
    expect(entry).not.toContain('@mantine/core/styles.css');
    expect(cssImports(path.join(src, 'app/webfront.css'))[0]).toBe('./webfront-mantine.css');
  });

  it('each entry imports one style sheet of its own, ending with ours', () => {
    // A sheet both entries import becomes a shared CSS chunk linked before the entry's own, so
    // Mantine's rules would then come after (and win over) global.css: one file per entry.
    for (const [entry, sheet] of [
      ['webfront-main.tsx', './app/webfront.css'],
      ['dashboard-main.tsx', './app/dashboard.css'],
    ] as const) {
      const code = readFileSync(path.join(src, entry), 'utf8');
      expect([...code.matchAll(/^import '([^']+\.css)';$/gm)].map((m) => m[1])).toEqual([sheet]);
      expect(cssImports(path.join(src, sheet)).at(-1)).toBe('./global.css');
    }
  });
});
