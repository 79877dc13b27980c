import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, MaterialInputSchema, PublishInputSchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { touch } from '@/lib/settings/settings';
import { mediaRoot } from '@/lib/media/media-storage';
import { writeAudit } from '@/lib/audit';
import {
  deleteMaterial,
  materialForEdit,
  removeScormFiles,
  saveMaterial,
  setMaterialPublished,
} from './material-admin.service';

const access = { access: MANAGE_CONTENT };

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
      { config: access, schema: { params: IdParamSchema } },
      async (request) => materialForEdit(ctx.db, request.params.id),
    );

    app.post(
      '/material/',
      { config: access, schema: { body: MaterialInputSchema } },
      async (request, reply) => {
        const user = requireUser(request);
        const id = await saveMaterial(ctx.db, files, request.body, undefined, (trx, created) =>
          writeAudit(trx, request, user.id, 'create', 'material', created, request.body),
        );
        return reply.status(201).send(await materialForEdit(ctx.db, id));
      },
    );

    app.patch(
      '/material/:id/',
      { config: access, schema: { params: IdParamSchema, body: MaterialInputSchema } },
      async (request) => {
        const user = requireUser(request);
        const id = await saveMaterial(ctx.db, files, request.body, request.params.id, (trx) =>
          Promise.all([
            writeAudit(
              trx,
              request,
              user.id,
              'update',
              'material',
              request.params.id,
              request.body,
            ),
            touch(trx, 'home_menu'),
          ]).then(() => undefined),
        );
        return materialForEdit(ctx.db, id);
      },
    );

    app.post(
      '/material/:id/publish/',
      { config: access, schema: { params: IdParamSchema, body: PublishInputSchema } },
      async (request) => {
        const user = requireUser(request);
        const { id } = request.params;
        const publish = request.body.is_publish;
        await ctx.db.transaction().execute(async (trx) => {
          await setMaterialPublished(trx, id, publish);
          const action = publish ? 'publish' : 'unpublish';
          await writeAudit(trx, request, user.id, action, 'material', id, {});
          await touch(trx, 'home_menu');
        });
        return materialForEdit(ctx.db, id);
      },
    );

    app.delete(
      '/material/:id/',
      { config: access, schema: { params: IdParamSchema } },
      async (request, reply) => {
        const user = requireUser(request);
        const { id } = request.params;
        const kind = await ctx.db.transaction().execute(async (trx) => {
          const deleted = await deleteMaterial(trx, id);
          await writeAudit(trx, request, user.id, 'delete', 'material', id, {});
          await touch(trx, 'home_menu');
          return deleted;
        });
        if (kind === 'scorm') await removeScormFiles(ctx.config.DATA_DIR, id);
        return reply.status(204).send();
      },
    );
  };
}
