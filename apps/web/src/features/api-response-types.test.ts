import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web's API response types come from packages/shared (`z.infer` of the schema the route
 * answers with), never from a shape written by hand beside the fetcher. This scans every
 * `features/**\/api/*.ts` for an interface or an object type alias: allowed are the request side
 * (names ending in Query, Params or Ids: what the screen asks with) and the entries of ALLOWED,
 * each with its reason. Anything else is a hand-written response type: use the shared schema.
 */
const features = path.resolve(import.meta.dirname);

const REQUEST_SIDE = /(Query|Params|Ids)$/;

/** `file:Name` -> why it may stay. */
const ALLOWED: Record<string, string> = {
  'catalog/api/get-taxonomy.ts:DetailOf': 'maps a kind to its shared detail type',
  'content-admin/authoring/api/authored-keys.ts:AuthoredTypes': 'maps a kind to shared types',
  'report/api/get-report.ts:Period': 'the period the screen asks with (request side)',
  'report/api/get-report.ts:NumberedRow': 'the shared row plus the list key the web adds',
  'report/api/get-report.ts:NumberedProgramRow': 'the shared program row plus the list key',
};

/** Every non-test .ts file in a folder named api under features/. */
function apiFiles(dir: string, inApi = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiFiles(full, inApi || entry.name === 'api');
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    return inApi && source ? [full] : [];
  });
}

/** Whether an alias spells out an object shape (directly or in a union/intersection). */
function hasObjectShape(node: ts.TypeNode): boolean {
  if (ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node)) return true;
  if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
    return node.types.some(hasObjectShape);
  }
  if (ts.isParenthesizedTypeNode(node) || ts.isArrayTypeNode(node)) {
    return hasObjectShape(ts.isArrayTypeNode(node) ? node.elementType : node.type);
  }
  return false;
}

/** `file:Name` of every hand-written shape declared in the api files. */
function handWrittenShapes(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const relative = path.relative(features, file).split(path.sep).join('/');
    const visit = (node: ts.Node) => {
      const shape =
        ts.isInterfaceDeclaration(node) ||
        (ts.isTypeAliasDeclaration(node) && hasObjectShape(node.type));
      if (shape && !REQUEST_SIDE.test(node.name.text)) found.push(`${relative}:${node.name.text}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('web API types', () => {
  it('declares no response shape by hand in features/*/api/', () => {
    const files = apiFiles(features);
    expect(files.length).toBeGreaterThan(50);
    const found = handWrittenShapes(files);
    const unexpected = found.filter((key) => !(key in ALLOWED));
    expect(unexpected, 'use z.infer of the shared schema (packages/shared)').toEqual([]);
  });

  it('keeps the allowance list to shapes that still exist', () => {
    const found = new Set(handWrittenShapes(apiFiles(features)));
    expect(Object.keys(ALLOWED).filter((key) => !found.has(key))).toEqual([]);
  });
});
