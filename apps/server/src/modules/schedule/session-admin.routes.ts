import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSessionParamSchema,
  AdminSessionSchema,
  AttendanceRowSchema,
  CloneClassAnswerSchema,
  CloneClassInputSchema,
  CheckInAnswerSchema,
  IdParamSchema,
  LangQuerySchema,
  MarkAttendanceInputSchema,
  NoContentSchema,
  PageQuerySchema,
  pagedSchema,
  SessionInputSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import { languageOf } from '@/lib/request-language';
import { MANAGE_CONTENT, MANAGE_ENROLLMENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import {
  getAdminSession,
  listAttendance,
  listSessions,
  markAttended,
  sessionEditor,
} from './session-admin.service';
import { attendanceColumns, attendanceSheet } from './attendance-export';
import { attendancePdf } from './attendance-pdf';
import { cloneClass } from './class-clone.service';
import { PDF_RESPONSE, sendPdf } from '@/lib/pdf/pdf-reply';

const content = { access: MANAGE_CONTENT };
const enrolment = { access: MANAGE_ENROLLMENT };

/**
 * Dashboard: a class's sessions under class/{id}/session/ (list, read with its QR token,
 * create, edit, delete: content managers) and a session's attendance (the enrolled learners with
 * their check-ins, and marking one attended by hand with a reason: enrolment managers).
 */
export function sessionAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/class/:id/session/',
      {
        config: content,
        schema: {
          params: IdParamSchema,
          querystring: PageQuerySchema,
          response: { 200: pagedSchema(AdminSessionSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { results, total } = await listSessions(ctx.db, request.params.id, page);
        return page.answer(results, total);
      },
    );

    app.get(
      '/class/:id/session/:sessionId/',
      {
        config: content,
        schema: { params: AdminSessionParamSchema, response: { 200: AdminSessionSchema } },
      },
      async (request) => getAdminSession(ctx.db, request.params.id, request.params.sessionId),
    );

    app.post(
      '/class/:id/session/',
      {
        config: content,
        schema: {
          params: IdParamSchema,
          body: SessionInputSchema,
          response: { 201: AdminSessionSchema },
        },
      },
      async (request, reply) => {
        const id = await sessionEditor(
          ctx.db,
          request,
          requireUser(request),
          ctx.config.STREAM_ORIGINS,
        ).create(request.params.id, request.body);
        return reply.status(201).send(await getAdminSession(ctx.db, request.params.id, id));
      },
    );

    app.patch(
      '/class/:id/session/:sessionId/',
      {
        config: content,
        schema: {
          params: AdminSessionParamSchema,
          body: SessionInputSchema,
          response: { 200: AdminSessionSchema },
        },
      },
      async (request) => {
        const { id, sessionId } = request.params;
        await sessionEditor(
          ctx.db,
          request,
          requireUser(request),
          ctx.config.STREAM_ORIGINS,
        ).update(id, sessionId, request.body);
        return getAdminSession(ctx.db, id, sessionId);
      },
    );

    app.delete(
      '/class/:id/session/:sessionId/',
      {
        config: content,
        schema: { params: AdminSessionParamSchema, response: { 204: NoContentSchema } },
      },
      async (request, reply) => {
        const { id, sessionId } = request.params;
        await sessionEditor(
          ctx.db,
          request,
          requireUser(request),
          ctx.config.STREAM_ORIGINS,
        ).remove(id, sessionId);
        return reply.status(204).send();
      },
    );

    app.get(
      '/class/:id/session/:sessionId/attendance/',
      {
        config: enrolment,
        schema: {
          params: AdminSessionParamSchema,
          querystring: PageQuerySchema,
          response: { 200: pagedSchema(AttendanceRowSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { results, total } = await listAttendance(
          ctx.db,
          requireUser(request),
          request.params.id,
          request.params.sessionId,
          page,
        );
        return page.answer(results, total);
      },
    );

    app.post(
      '/class/:id/clone/',
      {
        config: content,
        schema: {
          params: IdParamSchema,
          body: CloneClassInputSchema,
          response: { 201: CloneClassAnswerSchema },
        },
      },
      async (request, reply) => {
        const answer = await cloneClass(
          ctx.db,
          request,
          requireUser(request),
          request.params.id,
          request.body,
        );
        return reply.status(201).send(answer);
      },
    );

    app.get(
      '/class/:id/attendance/export/',
      { config: enrolment, schema: { params: IdParamSchema, response: XLSX_RESPONSE } },
      async (request, reply) => {
        const { sessions, source } = await attendanceSheet(
          ctx.db,
          requireUser(request),
          request.params.id,
        );
        return sendXlsx(reply, {
          name: `attendance-${request.params.id}`,
          sheet: { en: 'Attendance', th: 'การเข้าร่วม' },
          language: languageOf(request),
          columns: attendanceColumns(sessions),
          source,
        });
      },
    );

    app.get(
      '/class/:id/attendance/export/pdf/',
      {
        config: enrolment,
        // The PDF's bytes (sent as a Buffer, which Fastify does not serialise).
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: PDF_RESPONSE,
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await attendancePdf(
          ctx.db,
          requireUser(request),
          request.params.id,
          request.query.lang ?? languageOf(request),
        );
        return sendPdf(reply, pdf, fileName);
      },
    );

    app.post(
      '/class/:id/session/:sessionId/attendance/',
      {
        config: enrolment,
        schema: {
          params: AdminSessionParamSchema,
          body: MarkAttendanceInputSchema,
          response: { 200: CheckInAnswerSchema },
        },
      },
      async (request) =>
        markAttended(
          ctx.db,
          request,
          requireUser(request),
          request.params.id,
          request.params.sessionId,
          request.body,
        ),
    );
  };
}
