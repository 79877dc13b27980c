import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '@/lib/errors';

/**
 * Lets the routes of one plugin take a whole file as the request body (a Buffer), for the given
 * content types. The body is read only for a signed-in user, and never past `maxBytes`: a
 * declared or actual size over it fails with `tooBig()` before more is buffered.
 */
export function acceptRawBody(
  app: FastifyInstance,
  contentTypes: string[],
  maxBytes: number,
  tooBig: () => Error,
): void {
  app.addContentTypeParser(contentTypes, (request, payload, done) => {
    if (!request.user) return done(notAuthenticated());
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) return done(tooBig());
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    payload.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > maxBytes) {
        refused = true;
        done(tooBig());
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!refused) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error) => {
      if (!refused) done(error);
    });
  });
}
