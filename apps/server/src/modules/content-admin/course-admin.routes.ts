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
import type { FastifyRequest } from 'fastify';
import { mediaRoot } from '@/lib/media/media-storage';
import { CONTENT_EXPORT, contentListQuery } from './content-list';
import { courseForEdit } from './course-admin.service';
import { courseEditor } from './course-write.service';

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
  /** The request's course writes, by the signed-in administrator. */
  const editor = (request: FastifyRequest) =>
    courseEditor(ctx.db, media, request, requireUser(request));
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
        const courseId = await editor(request).create(request.body);
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
        const courseId = request.params.id;
        await editor(request).update(courseId, request.body);
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
        const courseId = request.params.id;
        await editor(request).publish(courseId, request.body.is_publish);
        return toWire(await courseForEdit(ctx.db, courseId));
      },
    );

    app.delete(
      '/course/:id/',
      { config: access, schema: { params: IdParamSchema, response: none } },
      async (request, reply) => {
        await editor(request).remove(request.params.id);
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
        const section = await editor(request).addSection(request.params.id, request.body);
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
        const { id: courseId, sectionId } = request.params;
        return editor(request).updateSection(courseId, sectionId, request.body);
      },
    );

    app.delete(
      '/course/:id/section/:sectionId/',
      { config: access, schema: { params: SectionParams, response: none } },
      async (request, reply) => {
        const { id: courseId, sectionId } = request.params;
        await editor(request).deleteSection(courseId, sectionId);
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
        const { id: courseId, sectionId } = request.params;
        const slot = await editor(request).addSlot(courseId, sectionId, request.body);
        return reply.status(201).send(slot);
      },
    );

    app.delete(
      '/course/:id/slot/:slotId/',
      { config: access, schema: { params: SlotParams, response: none } },
      async (request, reply) => {
        const { id: courseId, slotId } = request.params;
        await editor(request).deleteSlot(courseId, slotId);
        return reply.status(204).send();
      },
    );
  };
}
