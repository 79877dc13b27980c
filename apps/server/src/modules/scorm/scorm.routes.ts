import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  pagedSchema,
  SCORM_LIMITS,
  ScormAttemptQuerySchema,
  ScormAttemptSchema,
  ScormCommitAnswerSchema,
  ScormCommitSchema,
  ScormLaunchSchema,
  ScormPackageSchema,
  ScormSlotQuerySchema,
  ScormUploadQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { languageOf } from '@/lib/request-language';
import { acceptRawBody } from '@/plugins/raw-body';
import { requireUser } from '@/plugins/session';
import { fileTooBig, invalidFiletype } from './scorm.errors';
import { importScormPackage } from './scorm-import.service';
import { z } from 'zod';
import { paged, pageWindow } from '@/lib/paging';
import { attemptsOf, commitCmi, getLaunch, startNewAttempt } from './scorm.service';

/** Launch a package from a course slot and store the learner's CMI: signed-in learners. */
export function scormRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/scorm/:id/',
      {
        config: { access: 'user' },
        schema: {
          params: IdParamSchema,
          querystring: ScormSlotQuerySchema,
          response: { 200: ScormLaunchSchema },
        },
      },
      async (request) =>
        getLaunch(
          ctx.db,
          ctx.config.DATA_DIR,
          requireUser(request),
          request.params.id,
          request.query,
          languageOf(request),
        ),
    );

    app.put(
      '/scorm/:id/cmi/',
      {
        config: { access: 'user' },
        schema: {
          params: IdParamSchema,
          querystring: ScormSlotQuerySchema,
          body: ScormCommitSchema,
          response: { 200: ScormCommitAnswerSchema },
        },
      },
      async (request) =>
        commitCmi(ctx.db, requireUser(request), request.params.id, request.query, request.body),
    );

    app.get(
      '/scorm/:id/attempt/',
      {
        config: { access: 'user' },
        schema: {
          params: IdParamSchema,
          querystring: ScormAttemptQuerySchema,
          response: { 200: pagedSchema(ScormAttemptSchema) },
        },
      },
      async (request) => {
        const { page, pageSize } = pageWindow(
          request.query,
          await ctx.settings.get('config-page-size'),
        );
        const { results, total } = await attemptsOf(
          ctx.db,
          requireUser(request),
          request.params.id,
          request.query,
          pageSize,
        );
        return paged(request, results, total, page, pageSize);
      },
    );

    app.post(
      '/scorm/:id/attempt/',
      {
        config: { access: 'user' },
        schema: {
          params: IdParamSchema,
          querystring: ScormSlotQuerySchema,
          body: z.object({}).strict().optional(),
          response: { 201: ScormLaunchSchema },
        },
      },
      async (request, reply) => {
        const launch = await startNewAttempt(
          ctx.db,
          ctx.config.DATA_DIR,
          requireUser(request),
          request.params.id,
          request.query,
          languageOf(request),
        );
        return reply.status(201).send(launch);
      },
    );
  };
}

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

/**
 * POST dashboard/scorm/?filename=&title_en=: the body is the zip itself (Content-Type
 * application/zip). Needs dashboard_manage_content. The body is read only for a signed-in
 * user and never past the size limit.
 */
export function dashboardScormRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptRawBody(app, ZIP_TYPES, SCORM_LIMITS.zipBytes, fileTooBig);

    app.post(
      '/scorm/',
      {
        config: { access: { permission: 'dashboard_manage_content' } },
        schema: { querystring: ScormUploadQuerySchema, response: { 201: ScormPackageSchema } },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw invalidFiletype();
        const created = await importScormPackage(ctx.db, ctx.config.DATA_DIR, {
          buffer: request.body,
          ...request.query,
        });
        return reply.status(201).send(created);
      },
    );
  };
}
