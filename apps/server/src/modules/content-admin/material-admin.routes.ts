import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminMaterialSchema,
  IdParamSchema,
  MaterialInputSchema,
  NoContentSchema,
  PublishInputSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { mediaRoot } from '@/lib/media/media-storage';
import {
  createMaterial,
  materialForEdit,
  publishMaterial,
  removeMaterial,
  updateMaterial,
} from './material-admin.service';

const access = { access: MANAGE_CONTENT };
const one = { 200: AdminMaterialSchema };

/**
 * Dashboard: standalone materials of every kind (video, audio, document and SCORM from an
 * upload; article; external video) — create, edit, publish/unpublish, delete (424 while a course
 * slot or a learner's result uses it). The list is dashboard/content/?kind=.
 */
export function materialAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const files = { dataDir: ctx.config.DATA_DIR, mediaRoot: mediaRoot(ctx.config) };
  return async (app) => {
    app.get(
      '/material/:id/',
      { config: access, schema: { params: IdParamSchema, response: one } },
      async (request) => materialForEdit(ctx.db, request.params.id),
    );

    app.post(
      '/material/',
      {
        config: access,
        schema: { body: MaterialInputSchema, response: { 201: AdminMaterialSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const id = await createMaterial(ctx.db, files, request, user, request.body);
        return reply.status(201).send(await materialForEdit(ctx.db, id));
      },
    );

    app.patch(
      '/material/:id/',
      {
        config: access,
        schema: { params: IdParamSchema, body: MaterialInputSchema, response: one },
      },
      async (request) => {
        const user = requireUser(request);
        const { id } = request.params;
        await updateMaterial(ctx.db, files, request, user, id, request.body);
        return materialForEdit(ctx.db, id);
      },
    );

    app.post(
      '/material/:id/publish/',
      {
        config: access,
        schema: { params: IdParamSchema, body: PublishInputSchema, response: one },
      },
      async (request) => {
        const { id } = request.params;
        await publishMaterial(ctx.db, request, requireUser(request), id, request.body.is_publish);
        return materialForEdit(ctx.db, id);
      },
    );

    app.delete(
      '/material/:id/',
      { config: access, schema: { params: IdParamSchema, response: { 204: NoContentSchema } } },
      async (request, reply) => {
        const user = requireUser(request);
        await removeMaterial(ctx.db, ctx.config.DATA_DIR, request, user, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
