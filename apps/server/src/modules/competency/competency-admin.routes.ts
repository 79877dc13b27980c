import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompetencyContentInputSchema,
  CompetencyContentListSchema,
  CompetencyGapListSchema,
  CompetencyGapQuerySchema,
  CompetencyInputSchema,
  CompetencyListSchema,
  CompetencyPositionInputSchema,
  CompetencyPositionListSchema,
  CompetencySchema,
  IdParamSchema,
  NoContentSchema,
  PageQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { notFound } from '@/lib/errors';
import { pageRows, requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { querySource, sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import { MANAGE_CONTENT, type Access } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { REPORT_PERMISSION } from '@/modules/report/report.service';
import { GAP_EXPORT, GAP_SHEET } from './competency-export';
import {
  competencyExists,
  listCompetencies,
  listMappedContent,
  listPositions,
} from './competency-admin.repository';
import {
  deleteCompetency,
  mapContent,
  mapPosition,
  saveCompetency,
} from './competency-admin.service';
import { gapQuery, toGap } from './competency.repository';

/** The mappings of a competency that does not exist answer 404, not an empty page. */
async function requireCompetency(db: AppContext['db'], id: number) {
  if (!(await competencyExists(db, id))) throw notFound();
}

const VIEW_REPORT: Access = { permission: REPORT_PERMISSION };

/**
 * Dashboard → Competency: the framework (competencies with levels, en/th), content and
 * positions mapped to levels (content managers), and the gap report by department with its
 * Excel export (report viewers).
 */
export function competencyAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/competency/',
      {
        config: { access: MANAGE_CONTENT },
        schema: { querystring: PageQuerySchema, response: { 200: CompetencyListSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listCompetencies(
          ctx.db,
          request.query.search,
          page.limit,
          page.offset,
        );
        return page.answer(rows, total);
      },
    );

    app.post(
      '/competency/',
      {
        config: { access: MANAGE_CONTENT },
        schema: { body: CompetencyInputSchema, response: { 201: CompetencySchema } },
      },
      async (request, reply) => {
        const saved = await saveCompetency(ctx.db, request, requireUser(request).id, request.body);
        return reply.code(201).send(saved);
      },
    );

    app.patch(
      '/competency/:id/',
      {
        config: { access: MANAGE_CONTENT },
        schema: {
          params: IdParamSchema,
          body: CompetencyInputSchema,
          response: { 200: CompetencySchema },
        },
      },
      async (request) =>
        saveCompetency(ctx.db, request, requireUser(request).id, request.body, request.params.id),
    );

    app.delete(
      '/competency/:id/',
      {
        config: { access: MANAGE_CONTENT },
        schema: { params: IdParamSchema, response: { 204: NoContentSchema } },
      },
      async (request, reply) => {
        await deleteCompetency(ctx.db, request, requireUser(request).id, request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/competency/:id/content/',
      {
        config: { access: MANAGE_CONTENT },
        schema: {
          params: IdParamSchema,
          querystring: PageQuerySchema,
          response: { 200: CompetencyContentListSchema },
        },
      },
      async (request) => {
        await requireCompetency(ctx.db, request.params.id);
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listMappedContent(
          ctx.db,
          request.params.id,
          page.limit,
          page.offset,
        );
        return page.answer(rows, total);
      },
    );

    app.put(
      '/competency/:id/content/',
      {
        config: { access: MANAGE_CONTENT },
        schema: {
          params: IdParamSchema,
          body: CompetencyContentInputSchema,
          response: { 204: NoContentSchema },
        },
      },
      async (request, reply) => {
        await mapContent(ctx.db, request, requireUser(request).id, request.params.id, request.body);
        return reply.code(204).send();
      },
    );

    app.get(
      '/competency/:id/position/',
      {
        config: { access: MANAGE_CONTENT },
        schema: {
          params: IdParamSchema,
          querystring: PageQuerySchema,
          response: { 200: CompetencyPositionListSchema },
        },
      },
      async (request) => {
        await requireCompetency(ctx.db, request.params.id);
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listPositions(
          ctx.db,
          request.params.id,
          page.limit,
          page.offset,
        );
        return page.answer(rows, total);
      },
    );

    app.put(
      '/competency/:id/position/',
      {
        config: { access: MANAGE_CONTENT },
        schema: {
          params: IdParamSchema,
          body: CompetencyPositionInputSchema,
          response: { 204: NoContentSchema },
        },
      },
      async (request, reply) => {
        await mapPosition(
          ctx.db,
          request,
          requireUser(request).id,
          request.params.id,
          request.body,
        );
        return reply.code(204).send();
      },
    );

    app.get(
      '/competency/gap/',
      {
        config: { access: VIEW_REPORT },
        schema: {
          querystring: CompetencyGapQuerySchema,
          response: { 200: CompetencyGapListSchema },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { department, ...filter } = request.query;
        const { rows, total } = await pageRows(
          ctx.db,
          gapQuery(ctx.db, { kind: 'all', department }, filter),
          page,
        );
        return page.answer(rows.map(toGap), total);
      },
    );

    app.get(
      '/competency/gap/export/',
      {
        config: { access: VIEW_REPORT },
        schema: { querystring: CompetencyGapQuerySchema, response: XLSX_RESPONSE },
      },
      async (request, reply) => {
        const { department, ...filter } = request.query;
        return sendXlsx(reply, {
          name: 'competency-gaps',
          sheet: GAP_SHEET,
          language: languageOf(request),
          columns: GAP_EXPORT,
          source: querySource(
            ctx.db,
            gapQuery(ctx.db, { kind: 'all', department }, filter),
            (rows) => rows.map(toGap),
          ),
        });
      },
    );
  };
}
