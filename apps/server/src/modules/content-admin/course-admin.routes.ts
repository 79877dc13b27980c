import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminContentPageSchema,
  AdminContentQuerySchema,
  AdminCourseSchema,
  AdminSectionRowSchema,
  AdminSlotRowSchema,
  NoContentSchema,
  CourseInputSchema,
  IdParamSchema,
  PublishInputSchema,
  SectionInputSchema,
  SlotInputSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { pageRows, requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { querySource, sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import { toWire } from '@/lib/wire';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { touch } from '@/lib/settings/settings';
import { mediaRoot } from '@/lib/media/media-storage';
import { writeAudit } from '@/lib/audit';
import { CONTENT_EXPORT, contentListQuery } from './content-list';
import { checkImageField } from '@/lib/image-field';
import {
  addSection,
  addSlot,
  checkCourse,
  courseForEdit,
  createCourse,
  deleteCourse,
  deleteSection,
  deleteSlot,
  setPublished,
  updateCourse,
  updateSection,
} from './course-admin.service';

const id = z.coerce
  .number({ error: 'invalid_id' })
  .int('invalid_id')
  .min(1, 'invalid_id')
  .max(2_147_483_647, 'invalid_id');
const SectionParams = z.object({ id, sectionId: id });
const SlotParams = z.object({ id, slotId: id });
const access = { access: MANAGE_CONTENT };
const course = { 200: AdminCourseSchema };
const none = { 204: NoContentSchema };

/**
 * Dashboard: every content row in one list, and courses with their sections and slots —
 * create, edit, publish/unpublish, delete (424 while learners or other content use it).
 * Each write is one transaction with its audit row; the front sees it through check-update.
 */
export function courseAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const media = mediaRoot(ctx.config);
  return async (app) => {
    app.get(
      '/content/',
      {
        config: access,
        schema: { querystring: AdminContentQuerySchema, response: { 200: AdminContentPageSchema } },
      },
      async (request) => {
        const { query } = request;
        const page = await requestedPage(request, ctx.settings);
        const q = contentListQuery(ctx.db, query);
        const { rows, total } = await pageRows(ctx.db, q, page);
        return page.answer(rows.map(toWire), total);
      },
    );

    app.get(
      '/content/export/',
      {
        config: access,
        schema: { querystring: AdminContentQuerySchema, response: XLSX_RESPONSE },
      },
      async (request, reply) =>
        sendXlsx(reply, {
          name: 'content',
          sheet: { en: 'Content', th: 'เนื้อหา' },
          language: languageOf(request),
          columns: CONTENT_EXPORT,
          source: querySource(ctx.db, contentListQuery(ctx.db, request.query)),
        }),
    );

    app.get(
      '/course/:id/',
      { config: access, schema: { params: IdParamSchema, response: course } },
      async (request) => toWire(await courseForEdit(ctx.db, request.params.id)),
    );

    app.post(
      '/course/',
      { config: access, schema: { body: CourseInputSchema, response: { 201: AdminCourseSchema } } },
      async (request, reply) => {
        const user = requireUser(request);
        const courseId = await ctx.db.transaction().execute(async (trx) => {
          await checkCourse(trx, request.body);
          await checkImageField(trx, media, 'cover', request.body.image);
          const created = await createCourse(trx, request.body);
          await writeAudit(trx, request, user.id, 'create', 'course', created, request.body);
          return created;
        });
        return reply.status(201).send(toWire(await courseForEdit(ctx.db, courseId)));
      },
    );

    app.patch(
      '/course/:id/',
      {
        config: access,
        schema: { params: IdParamSchema, body: CourseInputSchema, response: course },
      },
      async (request) => {
        const user = requireUser(request);
        const courseId = request.params.id;
        await ctx.db.transaction().execute(async (trx) => {
          await checkCourse(trx, request.body, courseId);
          await checkImageField(trx, media, 'cover', request.body.image);
          await updateCourse(trx, courseId, request.body);
          await writeAudit(trx, request, user.id, 'update', 'course', courseId, request.body);
          await touch(trx, 'home_menu');
        });
        return toWire(await courseForEdit(ctx.db, courseId));
      },
    );

    app.post(
      '/course/:id/publish/',
      {
        config: access,
        schema: { params: IdParamSchema, body: PublishInputSchema, response: course },
      },
      async (request) => {
        const user = requireUser(request);
        const courseId = request.params.id;
        const publish = request.body.is_publish;
        await ctx.db.transaction().execute(async (trx) => {
          await setPublished(trx, courseId, publish);
          await writeAudit(
            trx,
            request,
            user.id,
            publish ? 'publish' : 'unpublish',
            'course',
            courseId,
            {},
          );
          await touch(trx, 'home_menu');
        });
        return toWire(await courseForEdit(ctx.db, courseId));
      },
    );

    app.delete(
      '/course/:id/',
      { config: access, schema: { params: IdParamSchema, response: none } },
      async (request, reply) => {
        const user = requireUser(request);
        const courseId = request.params.id;
        await ctx.db.transaction().execute(async (trx) => {
          await deleteCourse(trx, courseId);
          await writeAudit(trx, request, user.id, 'delete', 'course', courseId, {});
          await touch(trx, 'home_menu');
        });
        return reply.status(204).send();
      },
    );

    app.post(
      '/course/:id/section/',
      {
        config: access,
        schema: {
          params: IdParamSchema,
          body: SectionInputSchema,
          response: { 201: AdminSectionRowSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const section = await ctx.db.transaction().execute(async (trx) => {
          const row = await addSection(trx, request.params.id, request.body);
          await writeAudit(trx, request, user.id, 'create', 'section', row.id, request.body);
          return row;
        });
        return reply.status(201).send(section);
      },
    );

    app.patch(
      '/course/:id/section/:sectionId/',
      {
        config: access,
        schema: {
          params: SectionParams,
          body: SectionInputSchema,
          response: { 200: AdminSectionRowSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { id: courseId, sectionId } = request.params;
        return ctx.db.transaction().execute(async (trx) => {
          const row = await updateSection(trx, courseId, sectionId, request.body);
          await writeAudit(trx, request, user.id, 'update', 'section', sectionId, request.body);
          return row;
        });
      },
    );

    app.delete(
      '/course/:id/section/:sectionId/',
      { config: access, schema: { params: SectionParams, response: none } },
      async (request, reply) => {
        const user = requireUser(request);
        const { id: courseId, sectionId } = request.params;
        await ctx.db.transaction().execute(async (trx) => {
          await deleteSection(trx, courseId, sectionId);
          await writeAudit(trx, request, user.id, 'delete', 'section', sectionId, {});
        });
        return reply.status(204).send();
      },
    );

    app.post(
      '/course/:id/section/:sectionId/slot/',
      {
        config: access,
        schema: {
          params: SectionParams,
          body: SlotInputSchema,
          response: { 201: AdminSlotRowSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { id: courseId, sectionId } = request.params;
        const slot = await ctx.db.transaction().execute(async (trx) => {
          const row = await addSlot(trx, courseId, sectionId, request.body);
          await writeAudit(trx, request, user.id, 'create', 'slot', row.id, request.body);
          return row;
        });
        return reply.status(201).send(slot);
      },
    );

    app.delete(
      '/course/:id/slot/:slotId/',
      { config: access, schema: { params: SlotParams, response: none } },
      async (request, reply) => {
        const user = requireUser(request);
        const { id: courseId, slotId } = request.params;
        await ctx.db.transaction().execute(async (trx) => {
          await deleteSlot(trx, courseId, slotId);
          await writeAudit(trx, request, user.id, 'delete', 'slot', slotId, {});
        });
        return reply.status(204).send();
      },
    );
  };
}
