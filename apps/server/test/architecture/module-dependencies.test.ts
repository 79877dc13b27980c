import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module dependency rule (docs/architecture.md): a server domain module may depend on lib/,
 * plugins/, db/ and on other modules, but never on a module that depends back on it, directly
 * (two-way) or through others (a cycle). Production files only: a test may set up data through
 * another module's functions. Each module has one entry, index.ts, and app.ts imports only those.
 * Audit rows are written by the one writer, lib/audit.ts.
 */

const src = path.resolve(import.meta.dirname, '../../src');
const modulesDir = path.join(src, 'modules');

/** Every .ts file under a folder, recursively. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return tsFiles(full);
    return entry.endsWith('.ts') ? [full] : [];
  });
}

/** The import/export specifiers of a source file (static, dynamic and type-only). */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

/** The module a specifier points into, or null when it points outside src/modules. */
function targetModule(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/')) target = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(modulesDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

const isTest = (file: string) => /\.test\.ts$/.test(file);

/** module -> module -> the files making that dependency (production files only). */
function dependencyGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const name of moduleNames()) graph.set(name, new Map());
  for (const file of tsFiles(modulesDir)) {
    if (isTest(file)) continue;
    const from = path.relative(modulesDir, file).split(path.sep)[0] as string;
    for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
      const to = targetModule(file, specifier);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      const files = edges.get(to) ?? [];
      files.push(path.relative(src, file));
      edges.set(to, files);
    }
  }
  return graph;
}

function moduleNames(): string[] {
  return readdirSync(modulesDir)
    .filter((entry) => statSync(path.join(modulesDir, entry)).isDirectory())
    .sort();
}

/** The strongly connected components with more than one module (Tarjan), each sorted. */
function cycles(graph: Map<string, Map<string, string[]>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** A readable description of one cycle: every edge inside it with the files that make it. */
function describeCycle(graph: Map<string, Map<string, string[]>>, component: string[]): string {
  const members = new Set(component);
  const edges = component.flatMap((from) =>
    [...(graph.get(from) ?? new Map<string, string[]>())]
      .filter(([to]) => members.has(to))
      .map(([to, files]) => `    ${from} -> ${to}  (${[...new Set(files)].join(', ')})`),
  );
  return `  cycle: ${component.join(', ')}\n${edges.join('\n')}`;
}

describe('server module dependencies', () => {
  it('has no two-way or cyclic dependency between domain modules', () => {
    const graph = dependencyGraph();
    const found = cycles(graph).map((component) => describeCycle(graph, component));
    expect(found, `module dependency cycles:\n${found.join('\n')}`).toEqual([]);
  });

  it('gives every module one entry, index.ts', () => {
    const missing = moduleNames().filter(
      (name) => !existsSync(path.join(modulesDir, name, 'index.ts')),
    );
    expect(missing, `modules without index.ts: ${missing.join(', ')}`).toEqual([]);
  });

  it('has app.ts import modules only through their index', () => {
    const appFile = path.join(src, 'app.ts');
    const deep = specifiers(readFileSync(appFile, 'utf8')).filter((specifier) => {
      const module = targetModule(appFile, specifier);
      if (!module) return false;
      const rest = specifier.replace(/^@\/modules\//, '').replace(/^\.\/modules\//, '');
      return rest !== module && rest !== `${module}/index`;
    });
    expect(deep, `app.ts imports module internals: ${deep.join(', ')}`).toEqual([]);
  });

  it('writes audit rows only through lib/audit.ts', () => {
    const writers = tsFiles(src)
      .filter((file) => !isTest(file) && file !== path.join(src, 'lib', 'audit.ts'))
      .filter((file) => /insertInto\(\s*['"]audit_log['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(writers, `audit_log written outside lib/audit.ts: ${writers.join(', ')}`).toEqual([]);
  });
});
