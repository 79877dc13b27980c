import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '@/context';
import { notFound } from '@/lib/errors';
import { mediaPath, mediaRoot } from '@/lib/media/media-storage';
import { findStoredFile } from './material.repository';

const ImageParams = z.object({
  dir: z.string().regex(/^[a-f0-9]{2}$/, 'not_found'),
  file: z.string().regex(/^[a-f0-9]{64}\.(?:jpg|jpeg|png|gif|webp)$/, 'not_found'),
});

/** A year: the address holds the file's hash, so its bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET media/image/{dir}/{file}: an uploaded image (content cover, provider logo, instructor
 * photo, sign-in background), open to everyone like the catalog and the sign-in page that show
 * it. Only files stored as images are served; the address is the file's SHA-256, so it cannot
 * be guessed and its bytes never change.
 */
export function imageFileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const root = mediaRoot(ctx.config);
  return async (app) => {
    app.get(
      '/media/image/:dir/:file',
      { config: { access: 'public' }, schema: { params: ImageParams } },
      async (request, reply) => {
        const key = `${request.params.dir}/${request.params.file}`;
        const row = await findStoredFile(ctx.db, key);
        if (!row?.mime_type.startsWith('image/')) throw notFound();
        const file = mediaPath(root, key);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) throw notFound();
        const etag = `"${row.sha256}"`;
        reply.header('cache-control', IMMUTABLE).header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply
          .header('content-length', info.size)
          .type(row.mime_type)
          .send(createReadStream(file));
      },
    );
  };
}
