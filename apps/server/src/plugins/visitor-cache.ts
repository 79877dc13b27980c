import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '@/context';
import { contentGeneration } from '@/lib/moment-cache';
import { languageOf } from '@/lib/request-language';

/**
 * HTTP caching of the catalog reads open to visitors (routes whose access is 'visitor'):
 * - every 200 answer carries a strong ETag (a hash of its body) and a matching If-None-Match
 *   gets 304 without the body;
 * - a signed-out answer is `public, max-age=60` (it is the same for every visitor of that
 *   language: it holds nobody's data), a signed-in one `private, no-cache` (it holds the
 *   learner's enrolment), both with `Vary: Cookie, Accept-Language`;
 * - signed-out answers are also kept in this process for CATALOG_REUSE_MS (until content
 *   changes: moment-cache's generation), so a burst of visitors is answered without a query.
 */
const MAX_ENTRIES = 500;
const PUBLIC_CACHE = 'public, max-age=60';
const PRIVATE_CACHE = 'private, no-cache';
const VARY = 'Cookie, Accept-Language';

interface Kept {
  body: string;
  etag: string;
  until: number;
  generation: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the answer came from the visitor cache (onSend does not keep it again). */
    visitorCacheHit?: boolean;
    /** The content generation when the handler started: the answer is kept under it. */
    visitorGeneration?: number;
  }
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function isVisitorRead(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.routeOptions.config.access === 'visitor';
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function keyOf(request: FastifyRequest): string {
  return `${languageOf(request)} ${request.url}`;
}

export function registerVisitorCache(app: FastifyInstance, ctx: AppContext): void {
  const kept = new Map<string, Kept>();
  const ms = ctx.config.CATALOG_REUSE_MS;

  app.addHook('preHandler', async (request, reply: FastifyReply) => {
    if (ms <= 0 || request.user || !isVisitorRead(request)) return;
    request.visitorGeneration = contentGeneration();
    const hit = kept.get(keyOf(request));
    if (!hit || hit.until <= Date.now() || hit.generation !== contentGeneration()) return;
    request.visitorCacheHit = true;
    reply.header('etag', hit.etag).header('cache-control', PUBLIC_CACHE).header('vary', VARY);
    if (matches(request, hit.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isVisitorRead(request) || reply.statusCode !== 200) return payload;
    if (request.visitorCacheHit) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag).header('vary', VARY);
    reply.header('cache-control', request.user ? PRIVATE_CACHE : PUBLIC_CACHE);
    const generation = request.visitorGeneration;
    if (!request.user && generation !== undefined && generation === contentGeneration()) {
      const key = keyOf(request);
      kept.delete(key);
      kept.set(key, {
        body: payload.toString(),
        etag,
        until: Date.now() + ms,
        generation,
      });
      if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
    }
    if (matches(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
