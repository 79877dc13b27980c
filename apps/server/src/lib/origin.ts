import type { FastifyRequest } from 'fastify';

/**
 * Whether a handshake's Origin is one of the portal's own: the origin of PUBLIC_URL (what the
 * browser shows behind a proxy that rewrites Host), or the scheme-agnostic host the request was
 * sent to (its Host header: `npm start` opened on any address, or a dev proxy that keeps the
 * browser's Host, as Vite's does unless told changeOrigin). A browser always sends Origin on a
 * WebSocket handshake and a page cannot forge it, so a cross-site page (and a sandboxed frame,
 * whose origin is "null") is refused. A handshake without Origin is no browser page: it is
 * allowed, the session cookie deciding as for any request.
 */
export function ownOrigin(publicUrl: string, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return false;
  }
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false;
  if (page.origin === new URL(publicUrl).origin) return true;
  const host = request.headers.host;
  if (!host) return false;
  try {
    return new URL(`${page.protocol}//${host}`).host === page.host;
  } catch {
    return false;
  }
}
