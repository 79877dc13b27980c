import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  LangQuerySchema,
  MaterialDetailSchema,
  MaterialProgressAnswerSchema,
  MediaQuerySchema,
  ProgressStampSchema,
  SlotDetailSchema,
  SlotParamSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { languageOf } from '@/lib/request-language';
import { requireUser, SESSION_COOKIE } from '@/plugins/session';
import { imageFileRoutes } from './image-file.routes';
import { recordMaterialProgress } from './material-progress.service';
import { openMedia, getMaterial, getSlot, type Viewer } from './material.service';
import { mediaRoot } from '@/lib/media/media-storage';
import { parseRange } from './range';

/** RFC 6266 filename for ASCII clients plus filename* for the real (maybe Thai) name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The signed-in user and their session cookie, which keys their signed media addresses. */
const viewerOf = (request: FastifyRequest): Viewer => ({
  user: requireUser(request),
  sessionCookie: request.cookies[SESSION_COOKIE] ?? '',
});

/** Material details for the player, the material's file streamed with range requests, and a material's own progress. */
export function materialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const root = mediaRoot(ctx.config);
  return async (app) => {
    await app.register(imageFileRoutes(ctx));
    app.get(
      '/material/:id/',
      {
        config: { access: 'user' },
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: MaterialDetailSchema },
        },
      },
      async (request) =>
        getMaterial(ctx.db, viewerOf(request), request.params.id, languageOf(request)),
    );

    app.get(
      '/course/:id/slot/:slotid/',
      {
        config: { access: 'user' },
        schema: {
          params: SlotParamSchema,
          querystring: LangQuerySchema,
          response: { 200: SlotDetailSchema },
        },
      },
      async (request) =>
        getSlot(
          ctx.db,
          viewerOf(request),
          request.params.id,
          request.params.slotid,
          languageOf(request),
        ),
    );

    // GET and HEAD (Fastify adds HEAD for every GET and runs this handler for it).
    app.get(
      '/material/:id/media/',
      {
        config: { access: 'user' },
        schema: { params: IdParamSchema, querystring: MediaQuerySchema },
      },
      async (request, reply) => {
        const download = request.query.download === '1' || request.query.download === 'true';
        const { exp, sig } = request.query;
        const file = await openMedia(ctx.db, viewerOf(request), request.params.id, root, {
          download,
          exp,
          sig,
        });
        reply
          .header('accept-ranges', 'bytes')
          .header('etag', file.etag)
          .header('last-modified', file.lastModified.toUTCString())
          // Access depends on the session: shared caches must not keep it.
          .header('cache-control', 'private, max-age=3600')
          .header('content-type', file.mimeType);
        if (download) reply.header('content-disposition', attachment(file.name));

        if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
        // If-Range naming another version of the file: send the whole (new) file.
        const ifRange = request.headers['if-range'];
        const range =
          ifRange && ifRange !== file.etag
            ? undefined
            : parseRange(request.headers.range, file.size);
        if (range === 'unsatisfiable')
          return reply
            .status(416)
            .header('content-range', `bytes */${file.size}`)
            .header('content-type', 'application/json')
            .send({ detail: 'Requested range not satisfiable.', code: 'range_not_satisfiable' });
        const window = range ?? { start: 0, end: file.size - 1 };
        const length = file.size === 0 ? 0 : window.end - window.start + 1;
        reply.header('content-length', String(length));
        if (range)
          reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
        if (length === 0) return reply.send();
        // HEAD too: Fastify's HEAD route drops the stream and keeps Content-Length.
        return reply.send(createReadStream(file.path, { start: window.start, end: window.end }));
      },
    );

    app.post(
      '/material/:id/progress/',
      {
        schema: {
          params: IdParamSchema,
          body: ProgressStampSchema,
          response: { 200: MaterialProgressAnswerSchema },
        },
      },
      async (request) =>
        recordMaterialProgress(ctx.db, requireUser(request), request.params.id, request.body),
    );
  };
}
