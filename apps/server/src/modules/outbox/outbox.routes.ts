import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxPageSchema, PageQuerySchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { noPermission } from '@/lib/errors';
import { paged, pageWindow } from '@/lib/paging';
import { requireUser } from '@/plugins/session';

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
        const search = request.query.search?.trim();
        let base = ctx.db.selectFrom('outbox_mail');
        if (search)
          base = base.where((eb) =>
            eb.or([eb('to_email', 'ilike', `%${search}%`), eb('subject', 'ilike', `%${search}%`)]),
          );
        const [rows, count] = await Promise.all([
          base
            .selectAll()
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(pageSize)
            .offset(offset)
            .execute(),
          base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        ]);
        const results = rows.map((r) => ({
          id: r.id,
          to_email: r.to_email,
          subject: r.subject,
          body: r.body,
          datetime_create: r.created_at.toISOString(),
        }));
        return paged(request, results, Number(count.n), page, pageSize);
      },
    );
  };
}
