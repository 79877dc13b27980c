import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeskSchema,
  ProgramReportPageSchema,
  ProgramReportQuerySchema,
  ReportBreakdownPageSchema,
  ReportBreakdownQuerySchema,
  ReportPeriodSchema,
  ReportSummarySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { paged, pageWindow } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import type { Access } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { desk } from './desk.service';
import {
  PROGRAM_REPORT_EXPORT,
  PROGRAM_REPORT_SHEET,
  programReportPage,
  programReportSource,
} from './program-report';
import { REPORT_PERMISSION, reportBreakdown, reportSummary } from './report.service';

const VIEW_REPORT: Access = { permission: REPORT_PERMISSION };

/**
 * Dashboard → Reports (read only): enrolments, completions and learner activity over a
 * period, as a day or week series and as tables by content, category and department.
 */
export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The dashboard home (operations desk): any dashboard user; each part by its permission.
    app.get(
      '/desk/',
      { config: { access: 'dashboard' }, schema: { response: { 200: DeskSchema } } },
      async (request) => desk(ctx.db, requireUser(request), languageOf(request)),
    );

    app.get(
      '/report/summary/',
      {
        config: { access: VIEW_REPORT },
        schema: { querystring: ReportPeriodSchema, response: { 200: ReportSummarySchema } },
      },
      async (request) => reportSummary(ctx.db, request.query),
    );

    app.get(
      '/report/breakdown/',
      {
        config: { access: VIEW_REPORT },
        schema: {
          querystring: ReportBreakdownQuerySchema,
          response: { 200: ReportBreakdownPageSchema },
        },
      },
      async (request) => {
        const { rows, total, page, pageSize, period } = await reportBreakdown(
          ctx.db,
          request.query,
          languageOf(request),
          await ctx.settings.get('config-page-size'),
        );
        return {
          ...paged(request, rows, total, page, pageSize),
          date_start: period.dateStart,
          date_end: period.dateEnd,
        };
      },
    );

    app.get(
      '/report/program/',
      {
        config: { access: VIEW_REPORT },
        schema: {
          querystring: ProgramReportQuerySchema,
          response: { 200: ProgramReportPageSchema },
        },
      },
      async (request) => {
        const query = request.query;
        const { page, pageSize, offset } = pageWindow(
          query,
          await ctx.settings.get('config-page-size'),
        );
        const { rows, total } = await programReportPage(ctx.db, {
          by: query.by,
          kind: query.kind,
          language: languageOf(request),
          search: query.search ?? '',
          ordering: query.ordering ?? '-enrolled',
          limit: pageSize,
          offset,
        });
        return paged(request, rows, total, page, pageSize);
      },
    );

    app.get(
      '/report/program/export/',
      {
        config: { access: VIEW_REPORT },
        schema: { querystring: ProgramReportQuerySchema, response: XLSX_RESPONSE },
      },
      async (request, reply) => {
        const query = request.query;
        const language = languageOf(request);
        return sendXlsx(reply, {
          name: 'program-report',
          sheet: PROGRAM_REPORT_SHEET,
          language,
          columns: PROGRAM_REPORT_EXPORT,
          source: programReportSource(ctx.db, {
            by: query.by,
            kind: query.kind,
            language,
            search: query.search ?? '',
            ordering: query.ordering ?? '-enrolled',
          }),
        });
      },
    );
  };
}
