import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/check-node.cjs', import.meta.url));
const { satisfies, requiredRange, problem } = createRequire(import.meta.url)(script) as {
  satisfies: (version: string, range: string) => boolean;
  requiredRange: () => string;
  problem: (version: string, range: string) => string | null;
};

describe('the Node.js check of npm start (scripts/check-node.cjs)', () => {
  it('reads the range package.json declares, the one the README names', () => {
    expect(requiredRange()).toBe('^20.19.0 || >=22.12.0');
  });

  it('accepts Node 20.19 and newer 20s, 22.12 and newer', () => {
    const range = requiredRange();
    for (const version of ['v20.19.0', 'v20.20.2', 'v22.12.0', 'v22.20.1', 'v24.1.0', 'v26.0.0'])
      expect(satisfies(version, range), version).toBe(true);
  });

  it('refuses older ones with a message naming both versions', () => {
    const range = requiredRange();
    for (const version of ['v18.20.4', 'v20.18.3', 'v21.7.3', 'v22.11.0', 'garbage'])
      expect(satisfies(version, range), version).toBe(false);
    expect(problem('v18.20.4', range)).toContain('needs Node.js ^20.19.0 || >=22.12.0');
    expect(problem('v18.20.4', range)).toContain('this is Node.js v18.20.4');
  });

  it('exits 0 on the Node.js running the tests', () => {
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toBe('');
  });
});
