import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  pagedSchema,
  UgcMediaInputSchema,
  UgcMediaListQuerySchema,
  UgcMediaRequestSchema,
  UgcMediaSchema,
  UgcMediaUpdateSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { requireUser } from '@/plugins/session';
import { assertCreator } from '@/modules/material-request/material-request.policy';
import { ugcMediaDto } from './ugc-media.mapper';
import { listUgcMedia } from './ugc-media.repository';
import {
  createUgcMedia,
  getOwnUgcMedia,
  requestUgcApproval,
  updateUgcMedia,
} from './ugc-media.service';

/**
 * Learner-made audio and video (issue 19 item 4, SPEC §2 /audio|/video create, ugc, ugc/edit,
 * ugc/request-approval): a creator attaches a file they uploaded through api/upload/, keeps it
 * as a draft or sends it for approval (material_request, reviewed on the dashboard with the
 * other learner-made materials). Non-creators get 403 before their input is read.
 */
export function ugcMediaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const creator = {
      config: { access: 'user' as const },
      preValidation: async (request: Parameters<typeof requireUser>[0]) =>
        assertCreator(requireUser(request)),
    };
    const one = async (request: Parameters<typeof requireUser>[0], id: number) =>
      ugcMediaDto(await getOwnUgcMedia(ctx.db, requireUser(request), id));

    app.get(
      '/ugc-media/',
      {
        ...creator,
        schema: {
          querystring: UgcMediaListQuerySchema,
          response: { 200: pagedSchema(UgcMediaSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listUgcMedia(
          ctx.db,
          { ownerId: requireUser(request).id, kind: request.query.kind },
          { limit: page.limit, offset: page.offset },
        );
        return page.answer(rows.map(ugcMediaDto), total);
      },
    );

    app.post(
      '/ugc-media/',
      { ...creator, schema: { body: UgcMediaInputSchema, response: { 201: UgcMediaSchema } } },
      async (request, reply) => {
        const id = await createUgcMedia(ctx.db, requireUser(request), request.body, request);
        return reply.status(201).send(await one(request, id));
      },
    );

    app.get(
      '/ugc-media/:id/',
      { ...creator, schema: { params: IdParamSchema, response: { 200: UgcMediaSchema } } },
      async (request) => one(request, request.params.id),
    );

    app.put(
      '/ugc-media/:id/',
      {
        ...creator,
        schema: {
          params: IdParamSchema,
          body: UgcMediaUpdateSchema,
          response: { 200: UgcMediaSchema },
        },
      },
      async (request) => {
        await updateUgcMedia(
          ctx.db,
          requireUser(request),
          request.params.id,
          request.body,
          request,
        );
        return one(request, request.params.id);
      },
    );

    app.post(
      '/ugc-media/:id/request-approval/',
      {
        ...creator,
        schema: {
          params: IdParamSchema,
          body: UgcMediaRequestSchema,
          response: { 200: UgcMediaSchema },
        },
      },
      async (request) => {
        await requestUgcApproval(ctx.db, requireUser(request), request.params.id, request);
        return one(request, request.params.id);
      },
    );
  };
}
