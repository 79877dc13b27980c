import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxPageSchema, PageQuerySchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { noPermission } from '@/lib/errors';
import { paged, pageWindow } from '@/lib/paging';
import { requireUser } from '@/plugins/session';
import { outboxPage } from './outbox.repository';

/** Mail kept when no SMTP server is configured, newest first, for superusers to read. */
export function outboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/outbox/',
      {
        config: { access: 'superuser' },
        schema: {
          querystring: PageQuerySchema,
          response: {
            200: OutboxPageSchema,
          },
        },
      },
      async (request) => {
        if (!requireUser(request).is_superuser) throw noPermission();
        const { page, pageSize, offset } = pageWindow(
          request.query,
          await ctx.settings.get('config-page-size'),
        );
        const { rows, total } = await outboxPage(ctx.db, request.query.search?.trim(), {
          limit: pageSize,
          offset,
        });
        const results = rows.map((r) => ({
          id: r.id,
          to_email: r.to_email,
          subject: r.subject,
          body: r.body,
          datetime_create: r.created_at.toISOString(),
        }));
        return paged(request, results, total, page, pageSize);
      },
    );
  };
}
