import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createTestContext, type TestContext } from '../helpers';

/**
 * The request schemas themselves, read from the route table: every integer a body, query or
 * path takes has a maximum that an int4 column holds (or is one of a fixed set), so an id of
 * 2^31 is a 400 from the schema, not a 500 from PostgreSQL. A new route with an unbounded
 * integer fails here.
 */

interface Route {
  method: string;
  url: string;
  schema: { body?: ZodType; params?: ZodType; querystring?: ZodType };
}
const routes: Route[] = [];
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({}, (route) => {
    const r = route as unknown as {
      method: string | string[];
      url: string;
      schema?: Route['schema'];
    };
    for (const method of [r.method].flat()) {
      if (method === 'HEAD' || !r.url.startsWith('/api/')) continue;
      routes.push({ method, url: r.url, schema: r.schema ?? {} });
    }
  });
});
afterAll(async () => t?.close());

/**
 * Every whole number a request schema takes, by where it sits, with its largest accepted
 * value: ids, pages and counts land in int4 columns, so a larger one is a 500, not a 400.
 */
function wholeNumbers(
  schema: unknown,
  path: string,
  out: Map<string, number>,
  ancestors = new Set<unknown>(),
) {
  // Only a schema holding itself (a recursive one) is cut: one id schema shared by several
  // fields is read at each of them.
  if (!schema || typeof schema !== 'object' || ancestors.has(schema)) return;
  const seen = new Set(ancestors).add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return;
  if (def.type === 'number') {
    const n = schema as { isInt?: boolean; maxValue?: number | null };
    // A refine (status filters: one of a few codes) bounds it as well as a maximum does.
    const checks = (def.checks ?? []) as { _zod?: { def?: { check?: string } } }[];
    const chosen = checks.some((c) => c._zod?.def?.check === 'custom');
    if (n.isInt && !chosen) out.set(path, n.maxValue ?? Infinity);
    return;
  }
  if (def.type === 'object') {
    for (const [key, field] of Object.entries((def.shape ?? {}) as Record<string, unknown>))
      wholeNumbers(field, `${path}.${key}`, out, seen);
    return;
  }
  for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right', 'valueType'])
    wholeNumbers(def[key], path, out, seen);
  for (const list of [def.options, def.items])
    if (Array.isArray(list)) for (const option of list) wholeNumbers(option, path, out, seen);
}

it('bounds every whole number a request takes to what an int4 column holds', () => {
  const unbounded: string[] = [];
  for (const route of routes) {
    for (const part of ['body', 'querystring', 'params'] as const) {
      const found = new Map<string, number>();
      wholeNumbers(route.schema[part], part, found);
      for (const [path, max] of found)
        if (max > 2 ** 31 - 1) unbounded.push(`${route.method} ${route.url} ${path}`);
    }
  }
  expect(unbounded).toEqual([]);
});

it('finds the routes and reads numbers through optional, default, array and union', () => {
  expect(routes.length).toBeGreaterThan(100);
  const found = new Map<string, number>();
  const course = routes.find((r) => r.method === 'POST' && r.url === '/api/dashboard/course/');
  wholeNumbers(course?.schema.body, 'body', found);
  expect(found.get('body.category_id')).toBe(2 ** 31 - 1);
  expect(found.get('body.provider_id')).toBe(2 ** 31 - 1);
  expect(found.get('body.tag_ids')).toBe(2 ** 31 - 1);
});
