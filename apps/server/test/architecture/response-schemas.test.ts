import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers';

/**
 * Every dashboard route declares the answer of its success status, read from the route table:
 * the response schema is the contract the web reads and the serializer that keeps anything
 * else (a password hash, a column added later) from leaving the server. A new /api/dashboard
 * route without one fails here. A 204 declares `NoContentSchema` (no body); an xlsx export
 * declares `XLSX_RESPONSE` (bytes, never serialized).
 */

interface Route {
  method: string;
  url: string;
  response: Record<string, unknown>;
}
const routes: Route[] = [];
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({}, (route) => {
    const r = route as { method: string | string[]; url: string; schema?: unknown };
    const schema = (r.schema ?? {}) as { response?: Record<string, unknown> };
    for (const method of [r.method].flat()) {
      if (method === 'HEAD' || !r.url.startsWith('/api/dashboard/')) continue;
      routes.push({ method, url: r.url, response: schema.response ?? {} });
    }
  });
});
afterAll(async () => t?.close());

it('declares a response schema for the success status of every dashboard route', () => {
  const missing = routes
    .filter((route) => !Object.keys(route.response).some((status) => /^2\d\d$/.test(status)))
    .map((route) => `${route.method} ${route.url}`);
  expect(missing).toEqual([]);
  // The table really was read: the dashboard has over a hundred routes (122 when written).
  expect(routes.length).toBeGreaterThan(100);
});
