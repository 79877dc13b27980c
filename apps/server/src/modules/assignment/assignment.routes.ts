import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssigneeOptionQuerySchema,
  AssigneeOptionSchema,
  AssignmentCancelSchema,
  AssignmentDetailSchema,
  AssignmentInputSchema,
  AssignmentLearnerQuerySchema,
  AssignmentLearnerSchema,
  AssignmentListQuerySchema,
  AssignmentSchema,
  IdParamSchema,
  pagedSchema,
  type AssigneeOption,
  type Language,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import { notFound } from '@/lib/errors';
import { localized } from '@/lib/language';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { querySource, sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import { MANAGE_ENROLLMENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { contentTypeRef, iso } from '@/lib/refs';
import { ASSIGNMENT_EXPORT, ASSIGNMENT_SHEET } from './assignment-export';
import {
  assignmentListQuery,
  assignmentLearners,
  assignmentTargets,
  findAssignment,
  groupOptions,
  listAssignments,
  userOptions,
  type AssignmentRow,
} from './assignment.repository';
import { cancelAssignment, createAssignment } from './assignment.service';

function toAssignment(r: AssignmentRow, language: Language) {
  return {
    id: r.id,
    content: {
      id: r.content_id,
      code: r.code,
      title: localized({ en: r.title_en, th: r.title_th }, language),
      content_type: contentTypeRef(r.kind, language),
    },
    datetime_start: iso(r.date_start) ?? '',
    datetime_end: iso(r.date_end) ?? '',
    note: r.note,
    status: r.status,
    is_ended: r.date_end.getTime() <= Date.now(),
    learner_count: r.learner_count,
    created_by:
      r.creator_id === null
        ? null
        : {
            id: r.creator_id,
            email: r.creator_email ?? '',
            first_name: r.creator_first_name ?? '',
            last_name: r.creator_last_name ?? '',
          },
    datetime_create: iso(r.created_at) ?? '',
    datetime_cancel: iso(r.canceled_at),
  };
}

async function assignmentDetail(db: Executor, id: number, language: Language) {
  const row = await findAssignment(db, id);
  if (!row) throw notFound();
  const { targets, counts } = await assignmentTargets(db, id);
  const count = (status: number) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    ...toAssignment(row, language),
    target_list: targets.map((t) => ({
      type: t.group_id === null ? ('user' as const) : ('group' as const),
      id: t.group_id ?? t.user_id ?? 0,
      name: t.name,
    })),
    learner_status_count: { assigned: count(1), no_action: count(2), canceled: count(6) },
  };
}

const ids = (list?: string) => list?.split(',').map(Number);

/**
 * Dashboard assignments (under /api/dashboard/), for enrolment managers: assign a content to
 * users and groups with a period, list and read them with their learners, cancel them.
 */
export function assignmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/assignment/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          querystring: AssignmentListQuerySchema,
          response: { 200: pagedSchema(AssignmentSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listAssignments(
          ctx.db,
          request.query,
          page.limit,
          page.offset,
        );
        const language = languageOf(request);
        return page.answer(
          rows.map((r) => toAssignment(r, language)),
          total,
        );
      },
    );

    app.get(
      '/assignment/export/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: { querystring: AssignmentListQuerySchema, response: XLSX_RESPONSE },
      },
      async (request, reply) =>
        sendXlsx(reply, {
          name: 'assignments',
          sheet: ASSIGNMENT_SHEET,
          language: languageOf(request),
          columns: ASSIGNMENT_EXPORT,
          source: querySource(ctx.db, assignmentListQuery(ctx.db, request.query).ordered),
        }),
    );

    app.post(
      '/assignment/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: { body: AssignmentInputSchema, response: { 201: AssignmentDetailSchema } },
      },
      async (request, reply) => {
        const id = await createAssignment(ctx.db, requireUser(request), request.body, {
          ip: request.ip,
        });
        return reply.code(201).send(await assignmentDetail(ctx.db, id, languageOf(request)));
      },
    );

    app.get(
      '/assignment/:id/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: { params: IdParamSchema, response: { 200: AssignmentDetailSchema } },
      },
      async (request) => assignmentDetail(ctx.db, request.params.id, languageOf(request)),
    );

    app.get(
      '/assignment/:id/learner/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          params: IdParamSchema,
          querystring: AssignmentLearnerQuerySchema,
          response: { 200: pagedSchema(AssignmentLearnerSchema) },
        },
      },
      async (request) => {
        if (!(await findAssignment(ctx.db, request.params.id))) throw notFound();
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await assignmentLearners(
          ctx.db,
          request.params.id,
          request.query,
          page.limit,
          page.offset,
        );
        const results = rows.map((r) => ({
          user: { id: r.user_id, email: r.email, first_name: r.first_name, last_name: r.last_name },
          status: r.status,
          result:
            r.result_id === null
              ? null
              : {
                  id: r.result_id,
                  status: r.result_status ?? 0,
                  percent: r.percent ?? 0,
                  datetime_complete: iso(r.completed_at),
                },
        }));
        return page.answer(results, total);
      },
    );

    app.post(
      '/assignment/:id/cancel/',
      {
        config: { access: MANAGE_ENROLLMENT },
        schema: {
          params: IdParamSchema,
          body: AssignmentCancelSchema,
          response: { 200: AssignmentDetailSchema },
        },
      },
      async (request) => {
        await cancelAssignment(ctx.db, requireUser(request), request.params.id, {
          reason: request.body.reason,
          ip: request.ip,
        });
        return assignmentDetail(ctx.db, request.params.id, languageOf(request));
      },
    );

    /** A picker of assignees (users or groups), searched and paged, some fetched by id. */
    const optionRoute = <R>(
      path: string,
      load: (
        db: Executor,
        q: { search?: string; ids?: number[] },
        limit: number,
        offset: number,
      ) => Promise<{ rows: R[]; total: number }>,
      toOption: (row: R) => AssigneeOption,
    ) =>
      app.get(
        path,
        {
          config: { access: MANAGE_ENROLLMENT },
          schema: {
            querystring: AssigneeOptionQuerySchema,
            response: { 200: pagedSchema(AssigneeOptionSchema) },
          },
        },
        async (request) => {
          const page = await requestedPage(request, ctx.settings);
          const { search, id_list } = request.query;
          const { rows, total } = await load(
            ctx.db,
            { search, ids: ids(id_list) },
            page.limit,
            page.offset,
          );
          return page.answer(rows.map(toOption), total);
        },
      );

    optionRoute('/assignment/option/user/', userOptions, (u) => ({
      id: u.id,
      name: `${u.first_name} ${u.last_name}`.trim() || u.email,
      email: u.email,
      member_count: 1,
    }));
    optionRoute('/assignment/option/group/', groupOptions, (g) => ({
      id: g.id,
      name: g.name,
      email: '',
      member_count: g.member_count ?? 0,
    }));
  };
}
