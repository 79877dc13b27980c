import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEARNER_UPLOAD_ENDPOINT, NoContentSchema, UPLOAD_ENDPOINT } from '@portal/shared';
import type { AppContext } from '@/context';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { learnerUploadPolicy } from './learner-upload';
import { createUploadServer, uploaderOf, type UploadPolicy } from './upload.service';

/** tus upload ids are 32 hex characters (the file store's default naming). */
const UploadParams = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/, 'not_found') });
const digits = z
  .string()
  .regex(/^\d{1,15}$/, 'invalid_value')
  .optional();
/** The tus headers, checked here so a malformed request gets the portal's error shape. */
const TusHeaders = z.looseObject({
  'tus-resumable': z.literal('1.0.0', { error: 'tus_resumable_required' }),
  'upload-length': digits,
  'upload-offset': digits,
  'upload-metadata': z.string().max(4000, 'length_less_than').optional(),
});
/**
 * The tus server writes its answers itself (a hijacked reply: headers, no body), so nothing is
 * serialized: 201 created (POST), 204 for PATCH and DELETE, 200 for HEAD.
 */
const TUS_ANSWERS = { 200: NoContentSchema, 201: NoContentSchema, 204: NoContentSchema };
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * POST dashboard/upload/ creates a resumable upload (tus 1.0: Upload-Length and Upload-Metadata
 * with filename and kind); HEAD, PATCH and DELETE dashboard/upload/{id}/ resume, continue and
 * cancel it. Session, CSRF header and dashboard_manage_content are checked by the usual hooks
 * before the tus server sees the request. Unfinished uploads older than UPLOAD_EXPIRY_HOURS are
 * swept at start and every hour.
 */
export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return tusRoutes(ctx, UPLOAD_ENDPOINT, MANAGE_CONTENT);
}

/**
 * POST upload/ and HEAD, PATCH, DELETE upload/{id}/ (issue 19): the learners' resumable path,
 * signed in; creators send audio and video for their own materials, everyone a cover image
 * (a playlist's). Same checks as the dashboard's path; each stored file records its uploader.
 */
export function learnerUploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return tusRoutes(ctx, LEARNER_UPLOAD_ENDPOINT, 'user', learnerUploadPolicy(ctx.db));
}

function tusRoutes(
  ctx: AppContext,
  endpoint: string,
  access: typeof MANAGE_CONTENT | 'user',
  policy?: UploadPolicy,
): FastifyPluginAsyncZod {
  return async (app) => {
    const { tus, sweep } = createUploadServer(ctx.db, ctx.config, endpoint.slice(0, -1), policy);
    const runSweep = () =>
      sweep().catch((error: unknown) => app.log.warn({ error }, 'upload sweep failed'));
    const timer = setInterval(() => void runSweep(), SWEEP_EVERY_MS).unref();
    app.addHook('onReady', async () => void (await runSweep()));
    app.addHook('onClose', async () => clearInterval(timer));

    // The tus server reads PATCH bodies itself, as a stream.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );
    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      uploaderOf.set(request.raw, requireUser(request).id);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    const config = { access };

    app.post(
      '/upload/',
      { config, schema: { headers: TusHeaders, response: TUS_ANSWERS } },
      handOver,
    );
    app.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: '/upload/:id/',
      config,
      schema: { params: UploadParams, headers: TusHeaders, response: TUS_ANSWERS },
      handler: handOver,
    });
  };
}
