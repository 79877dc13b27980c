import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCourseSchema,
  AdminSlotRowSchema,
  AttachablePageSchema,
  AttachableQuerySchema,
  MoveInputSchema,
  SlotUpdateSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import type { FastifyRequest } from 'fastify';
import { mediaRoot } from '@/lib/media/media-storage';
import { toWire } from '@/lib/wire';
import { attachableForCourse, courseForEdit } from './course-admin.service';
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

/**
 * Dashboard: the outline of a course beyond add/delete — the slot picker (content a slot may
 * hold, searched and paged), the required flag of a slot, and moving sections and slots.
 */
export function courseOutlineRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const media = mediaRoot(ctx.config);
  /** The request's course writes, by the signed-in administrator. */
  const editor = (request: FastifyRequest) =>
    courseEditor(ctx.db, media, request, requireUser(request));
  return async (app) => {
    app.get(
      '/content/attachable/',
      {
        config: access,
        schema: { querystring: AttachableQuerySchema, response: { 200: AttachablePageSchema } },
      },
      async (request) => {
        const { query } = request;
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await attachableForCourse(ctx.db, query, page);
        return page.answer(rows, total);
      },
    );

    app.patch(
      '/course/:id/slot/:slotId/',
      {
        config: access,
        schema: {
          params: SlotParams,
          body: SlotUpdateSchema,
          response: { 200: AdminSlotRowSchema },
        },
      },
      async (request) => {
        const { id: courseId, slotId } = request.params;
        return editor(request).updateSlot(courseId, slotId, request.body);
      },
    );

    app.post(
      '/course/:id/section/:sectionId/move/',
      {
        config: access,
        schema: { params: SectionParams, body: MoveInputSchema, response: course },
      },
      async (request) => {
        const { id: courseId, sectionId } = request.params;
        await editor(request).moveSection(courseId, sectionId, request.body);
        return toWire(await courseForEdit(ctx.db, courseId));
      },
    );

    app.post(
      '/course/:id/slot/:slotId/move/',
      {
        config: access,
        schema: { params: SlotParams, body: MoveInputSchema, response: course },
      },
      async (request) => {
        const { id: courseId, slotId } = request.params;
        await editor(request).moveSlot(courseId, slotId, request.body);
        return toWire(await courseForEdit(ctx.db, courseId));
      },
    );
  };
}
