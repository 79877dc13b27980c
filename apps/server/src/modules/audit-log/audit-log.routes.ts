import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogPageSchema, AuditLogQuerySchema, LogGroupListSchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { languageOf } from '@/lib/request-language';
import { sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import { requestedPage } from '@/lib/paging';
import { LOG_EXPORT, logExportSource, logGroupOptions, logPage } from './audit-log.service';

/**
 * Dashboard → Logs: who changed what and when (audit_log), newest first, filtered by group,
 * action, actor and period. Superusers only: the log holds every area's changes.
 */
export function auditLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/log/',
      {
        config: { access: 'superuser' },
        schema: { querystring: AuditLogQuerySchema, response: { 200: AuditLogPageSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await logPage(ctx.db, request.query, page);
        return page.answer(rows, total);
      },
    );

    app.get(
      '/log/export/',
      {
        config: { access: 'superuser' },
        schema: { querystring: AuditLogQuerySchema, response: XLSX_RESPONSE },
      },
      async (request, reply) =>
        sendXlsx(reply, {
          name: 'audit-log',
          sheet: { en: 'Audit log', th: 'บันทึกการเปลี่ยนแปลง' },
          language: languageOf(request),
          columns: LOG_EXPORT,
          source: logExportSource(ctx.db, request.query),
        }),
    );

    app.get(
      '/filter/log-group/',
      { config: { access: 'superuser' }, schema: { response: { 200: LogGroupListSchema } } },
      async () => logGroupOptions(ctx.db),
    );
  };
}
