import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCourseSchema,
  AdminProgramSchema,
  AdminSectionRowSchema,
  AdminSlotRowSchema,
  AdminSlotSchema,
  NoContentSchema,
  CourseInputSchema,
  IdParamSchema,
  MoveInputSchema,
  NewCourseStepSchema,
  ProgramInputSchema,
  PublishInputSchema,
  SectionInputSchema,
  SlotInputSchema,
  SlotUpdateSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { toWire } from '@/lib/wire';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import type { FastifyRequest } from 'fastify';
import { mediaRoot } from '@/lib/media/media-storage';
import { COURSE, type ContainerKind } from '@/modules/content-tree/kinds';
import { containerAdmin } from './container-admin.service';
import { containerEditor } from './container-write.service';

const id = z.coerce
  .number({ error: 'invalid_id' })
  .int('invalid_id')
  .min(1, 'invalid_id')
  .max(2_147_483_647, 'invalid_id');
const SectionParams = z.object({ id, sectionId: id });
const SlotParams = z.object({ id, slotId: id });
const access = { access: MANAGE_CONTENT };
/** Who may create a course (POST dashboard/course/ is under `access`). */
const CREATE_COURSE = MANAGE_CONTENT;
const none = { 204: NoContentSchema };

/** A container kind's dashboard routes: its registry entry, URL segment and form schemas. */
export interface ContainerRoutesOf {
  kind: ContainerKind;
  /** The URL segment under dashboard/ (`course`, `learning-path`...). */
  segment: string;
  input: typeof CourseInputSchema | typeof ProgramInputSchema;
  answer: typeof AdminCourseSchema | typeof AdminProgramSchema;
}

/**
 * Dashboard: one container kind (a course or a program) with its sections and slots under
 * dashboard/{segment}/ — get for edit, create, edit, publish/unpublish, delete (424 while
 * learners or other content use it), sections added/renamed/moved/deleted, slots
 * added/required/moved/deleted. Each write is one transaction with its audit row; the front
 * sees it through check-update.
 */
export function containerAdminRoutes(
  ctx: AppContext,
  { kind, segment, input, answer }: ContainerRoutesOf,
): FastifyPluginAsyncZod {
  const media = mediaRoot(ctx.config);
  const admin = containerAdmin(kind);
  const edited = { 200: answer };
  const forEdit = async (containerId: number) => toWire(await admin.forEdit(ctx.db, containerId));
  /** The request's writes of the kind, by the signed-in administrator. */
  const editor = (request: FastifyRequest) =>
    containerEditor(ctx.db, media, request, requireUser(request), admin);
  return async (app) => {
    app.get(
      `/${segment}/:id/`,
      { config: access, schema: { params: IdParamSchema, response: edited } },
      async (request) => forEdit(request.params.id),
    );

    app.post(
      `/${segment}/`,
      { config: access, schema: { body: input, response: { 201: answer } } },
      async (request, reply) => {
        const containerId = await editor(request).create(request.body);
        return reply.status(201).send(await forEdit(containerId));
      },
    );

    app.patch(
      `/${segment}/:id/`,
      {
        config: access,
        schema: { params: IdParamSchema, body: input, response: edited },
      },
      async (request) => {
        const containerId = request.params.id;
        await editor(request).update(containerId, request.body);
        return forEdit(containerId);
      },
    );

    app.post(
      `/${segment}/:id/publish/`,
      {
        config: access,
        schema: { params: IdParamSchema, body: PublishInputSchema, response: edited },
      },
      async (request) => {
        const containerId = request.params.id;
        await editor(request).publish(containerId, request.body.is_publish);
        return forEdit(containerId);
      },
    );

    app.delete(
      `/${segment}/:id/`,
      { config: access, schema: { params: IdParamSchema, response: none } },
      async (request, reply) => {
        await editor(request).remove(request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      `/${segment}/:id/section/`,
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
      `/${segment}/:id/section/:sectionId/`,
      {
        config: access,
        schema: {
          params: SectionParams,
          body: SectionInputSchema,
          response: { 200: AdminSectionRowSchema },
        },
      },
      async (request) => {
        const { id: containerId, sectionId } = request.params;
        return editor(request).updateSection(containerId, sectionId, request.body);
      },
    );

    app.delete(
      `/${segment}/:id/section/:sectionId/`,
      { config: access, schema: { params: SectionParams, response: none } },
      async (request, reply) => {
        const { id: containerId, sectionId } = request.params;
        await editor(request).deleteSection(containerId, sectionId);
        return reply.status(204).send();
      },
    );

    app.post(
      `/${segment}/:id/section/:sectionId/slot/`,
      {
        config: access,
        schema: {
          params: SectionParams,
          body: SlotInputSchema,
          response: { 201: AdminSlotRowSchema },
        },
      },
      async (request, reply) => {
        const { id: containerId, sectionId } = request.params;
        const slot = await editor(request).addSlot(containerId, sectionId, request.body);
        return reply.status(201).send(slot);
      },
    );

    // A program's step picker may make a new course: the same access as creating a course
    // (POST dashboard/course/), and the course made by the course editor's own create. Only a
    // kind whose steps may be courses (not a course itself, a class or a class program).
    if (kind !== COURSE && kind.childKinds.includes('course'))
      app.post(
        `/${segment}/:id/section/:sectionId/new-course/`,
        {
          config: { access: CREATE_COURSE },
          schema: {
            params: SectionParams,
            body: NewCourseStepSchema,
            response: { 201: AdminSlotSchema },
          },
        },
        async (request, reply) => {
          const { id: containerId, sectionId } = request.params;
          const courses = containerEditor(
            ctx.db,
            media,
            request,
            requireUser(request),
            containerAdmin(COURSE),
          );
          const step = await editor(request).addNewCourse(
            courses,
            containerId,
            sectionId,
            request.body,
          );
          return reply.status(201).send(step);
        },
      );

    app.delete(
      `/${segment}/:id/slot/:slotId/`,
      { config: access, schema: { params: SlotParams, response: none } },
      async (request, reply) => {
        const { id: containerId, slotId } = request.params;
        await editor(request).deleteSlot(containerId, slotId);
        return reply.status(204).send();
      },
    );

    app.patch(
      `/${segment}/:id/slot/:slotId/`,
      {
        config: access,
        schema: {
          params: SlotParams,
          body: SlotUpdateSchema,
          response: { 200: AdminSlotRowSchema },
        },
      },
      async (request) => {
        const { id: containerId, slotId } = request.params;
        return editor(request).updateSlot(containerId, slotId, request.body);
      },
    );

    app.post(
      `/${segment}/:id/section/:sectionId/move/`,
      {
        config: access,
        schema: { params: SectionParams, body: MoveInputSchema, response: edited },
      },
      async (request) => {
        const { id: containerId, sectionId } = request.params;
        await editor(request).moveSection(containerId, sectionId, request.body);
        return forEdit(containerId);
      },
    );

    app.post(
      `/${segment}/:id/slot/:slotId/move/`,
      {
        config: access,
        schema: { params: SlotParams, body: MoveInputSchema, response: edited },
      },
      async (request) => {
        const { id: containerId, slotId } = request.params;
        await editor(request).moveSlot(containerId, slotId, request.body);
        return forEdit(containerId);
      },
    );
  };
}
