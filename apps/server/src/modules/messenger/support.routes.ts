import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  MessageHistoryQuerySchema,
  MessageHistorySchema,
  MessageInputSchema,
  MessageSchema,
  PageQuerySchema,
  SupportConversationPageSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { toWire } from '@/lib/wire';
import type { Access } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { supportPage } from './messenger.repository';
import { answerSupport, requireMessenger, supportHistory } from './messenger.service';

/** Support is answered by those who manage users (the seeded permission that fits it). */
export const MANAGE_SUPPORT: Access = { permission: 'dashboard_manage_user' };

/** The dashboard's support desk (issue 17): the learners' support conversations, answered here. */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', async () => requireMessenger(ctx));

    app.get(
      '/support/',
      {
        config: { access: MANAGE_SUPPORT },
        schema: { querystring: PageQuerySchema, response: { 200: SupportConversationPageSchema } },
      },
      async (request) => {
        const { limit, offset, answer } = await requestedPage(request, ctx.settings);
        const rows = await supportPage(ctx.db, limit, offset);
        return answer(
          rows.map(({ total: _total, ...row }) => toWire(row)),
          rows[0]?.total ?? 0,
        );
      },
    );

    app.get(
      '/support/:id/message/',
      {
        config: { access: MANAGE_SUPPORT },
        schema: {
          params: IdParamSchema,
          querystring: MessageHistoryQuerySchema,
          response: { 200: MessageHistorySchema },
        },
      },
      async (request) =>
        supportHistory(ctx, request.params.id, request.query.before, request.query.limit),
    );

    app.post(
      '/support/:id/message/',
      {
        config: { access: MANAGE_SUPPORT },
        schema: {
          params: IdParamSchema,
          body: MessageInputSchema,
          response: { 201: MessageSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await answerSupport(ctx, requireUser(request), request.params.id, request.body.text),
          ),
    );
  };
}
