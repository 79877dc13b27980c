import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClassReportQuerySchema, ClassReportRowSchema, pagedSchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import type { Access } from '@/plugins/access';
import {
  CLASS_REPORT_EXPORT,
  CLASS_REPORT_SHEET,
  classReportPage,
  classReportSource,
} from './class-report';
import { REPORT_PERMISSION } from './report.service';

const VIEW_REPORT: Access = { permission: REPORT_PERMISSION };

/** Dashboard → Reports → Classes: attendance, no-shows, waiting list, seat fill; its export. */
export function classReportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/report/class/',
      {
        config: { access: VIEW_REPORT },
        schema: {
          querystring: ClassReportQuerySchema,
          response: { 200: pagedSchema(ClassReportRowSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await classReportPage(
          ctx.db,
          request.query,
          { limit: page.limit, offset: page.offset },
          languageOf(request),
        );
        return page.answer(rows, total);
      },
    );

    app.get(
      '/report/class/export/',
      {
        config: { access: VIEW_REPORT },
        schema: { querystring: ClassReportQuerySchema, response: XLSX_RESPONSE },
      },
      async (request, reply) => {
        const language = languageOf(request);
        return sendXlsx(reply, {
          name: 'class-report',
          sheet: CLASS_REPORT_SHEET,
          language,
          columns: CLASS_REPORT_EXPORT,
          source: classReportSource(ctx.db, request.query, language),
        });
      },
    );
  };
}
