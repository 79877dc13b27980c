import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { DeliveryFailurePageSchema, PageQuerySchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';

/**
 * The dashboard's delivery failures (issue 17): notification e-mails the SMTP server refused,
 * newest first, with the server's error, paged on notification_delivery_failed_idx. Superusers
 * only, as the outbox (addresses and server errors).
 */
export function deliveryFailureRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notification/failure/',
      {
        config: { access: 'superuser' },
        schema: { querystring: PageQuerySchema, response: { 200: DeliveryFailurePageSchema } },
      },
      async (request) => {
        const { limit, offset, answer } = await requestedPage(request, ctx.settings);
        const rows = await sql<{
          id: number;
          notification_id: number;
          kind: string;
          recipient_id: number;
          recipient_name: string;
          recipient_email: string;
          error: string;
          failed_at: Date | null;
          total: number;
        }>`
          SELECT d.id, d.notification_id, n.kind, n.recipient_id,
            concat_ws(' ', u.first_name, u.last_name) AS recipient_name,
            u.email AS recipient_email, d.error, d.sent_at AS failed_at,
            count(*) OVER ()::int AS total
          FROM notification_delivery d
          JOIN notification n ON n.id = d.notification_id
          JOIN users u ON u.id = n.recipient_id
          WHERE d.status = 'failed' AND d.channel = 'email'
          ORDER BY d.sent_at DESC NULLS LAST, d.id DESC
          LIMIT ${limit} OFFSET ${offset}`.execute(ctx.db);
        return answer(
          rows.rows.map(({ total: _total, failed_at, ...row }) => ({
            ...row,
            failed_at: failed_at?.toISOString() ?? null,
          })),
          rows.rows[0]?.total ?? 0,
        );
      },
    );
  };
}
