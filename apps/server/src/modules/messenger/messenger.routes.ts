import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConversationPageSchema,
  ConversationQuerySchema,
  ConversationRefSchema,
  EmptyBodySchema,
  GroupConversationInputSchema,
  IdParamSchema,
  MessageHistoryQuerySchema,
  MessageHistorySchema,
  MessageInputSchema,
  MessageSchema,
  MessengerGroupPageSchema,
  MessengerPeoplePageSchema,
  MessengerUnreadSchema,
  NoContentSchema,
  PageQuerySchema,
  PrivateConversationInputSchema,
  UserIdParamSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { toWire } from '@/lib/wire';
import { requireUser } from '@/plugins/session';
import { conversationPage, messengerUnread, myGroupPage, peoplePage } from './messenger.repository';
import {
  block,
  history,
  leave,
  markRead,
  openGroup,
  openPrivate,
  openSupport,
  requireMessenger,
  send,
  unblock,
} from './messenger.service';

const user = { access: 'user' } as const;

/**
 * The learner's messenger (issue 17, SPEC §2 /messenger): my conversations, opening a private,
 * group or support one, the history, sending, read marks, leaving a group, blocking a person.
 * Answers 404 messenger_disabled while `messenger-is-enabled` is off.
 */
export function messengerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', async () => requireMessenger(ctx));

    app.get(
      '/messenger/conversation/',
      {
        config: user,
        schema: { querystring: ConversationQuerySchema, response: { 200: ConversationPageSchema } },
      },
      async (request) => {
        const me = requireUser(request);
        const { limit, offset, answer } = await requestedPage(request, ctx.settings);
        const rows = await conversationPage(ctx.db, me.id, me.language, limit, offset);
        return answer(
          rows.map(({ total: _total, ...row }) => toWire(row)),
          rows[0]?.total ?? 0,
        );
      },
    );

    app.get(
      '/messenger/unread-count/',
      { config: user, schema: { response: { 200: MessengerUnreadSchema } } },
      async (request) => ({ count: await messengerUnread(ctx.db, requireUser(request).id) }),
    );

    app.get(
      '/messenger/people/',
      {
        config: user,
        schema: { querystring: PageQuerySchema, response: { 200: MessengerPeoplePageSchema } },
      },
      async (request) => {
        const { limit, offset, answer } = await requestedPage(request, ctx.settings);
        const rows = await peoplePage(
          ctx.db,
          requireUser(request).id,
          request.query.search?.trim() || undefined,
          limit,
          offset,
        );
        return answer(
          rows.map(({ total: _total, ...row }) => row),
          rows[0]?.total ?? 0,
        );
      },
    );

    app.get(
      '/messenger/group/',
      {
        config: user,
        schema: { querystring: PageQuerySchema, response: { 200: MessengerGroupPageSchema } },
      },
      async (request) => {
        const { limit, offset, answer } = await requestedPage(request, ctx.settings);
        const rows = await myGroupPage(ctx.db, requireUser(request).id, limit, offset);
        return answer(
          rows.map(({ total: _total, ...row }) => row),
          rows[0]?.total ?? 0,
        );
      },
    );

    app.post(
      '/messenger/conversation/private/',
      {
        config: user,
        schema: { body: PrivateConversationInputSchema, response: { 200: ConversationRefSchema } },
      },
      async (request) => openPrivate(ctx, requireUser(request), request.body.user_id),
    );

    app.post(
      '/messenger/conversation/group/',
      {
        config: user,
        schema: { body: GroupConversationInputSchema, response: { 200: ConversationRefSchema } },
      },
      async (request) => openGroup(ctx, requireUser(request), request.body),
    );

    app.post(
      '/messenger/support/',
      { config: user, schema: { body: EmptyBodySchema, response: { 200: ConversationRefSchema } } },
      async (request) => openSupport(ctx, requireUser(request)),
    );

    app.get(
      '/messenger/conversation/:id/message/',
      {
        config: user,
        schema: {
          params: IdParamSchema,
          querystring: MessageHistoryQuerySchema,
          response: { 200: MessageHistorySchema },
        },
      },
      async (request) =>
        history(
          ctx,
          requireUser(request),
          request.params.id,
          request.query.before,
          request.query.limit,
        ),
    );

    app.post(
      '/messenger/conversation/:id/message/',
      {
        config: { ...user, rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          params: IdParamSchema,
          body: MessageInputSchema,
          response: { 201: MessageSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await send(ctx, requireUser(request), request.params.id, request.body.text)),
    );

    app.post(
      '/messenger/conversation/:id/read/',
      {
        config: user,
        schema: {
          params: IdParamSchema,
          body: EmptyBodySchema,
          response: { 204: NoContentSchema },
        },
      },
      async (request, reply) => {
        await markRead(ctx, requireUser(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/messenger/conversation/:id/leave/',
      {
        config: user,
        schema: {
          params: IdParamSchema,
          body: EmptyBodySchema,
          response: { 204: NoContentSchema },
        },
      },
      async (request, reply) => {
        await leave(ctx, requireUser(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/messenger/block/:userId/',
      {
        config: user,
        schema: {
          params: UserIdParamSchema,
          body: EmptyBodySchema,
          response: { 204: NoContentSchema },
        },
      },
      async (request, reply) => {
        await block(ctx, requireUser(request), request.params.userId);
        return reply.status(204).send();
      },
    );

    app.delete(
      '/messenger/block/:userId/',
      {
        config: user,
        schema: { params: UserIdParamSchema, response: { 204: NoContentSchema } },
      },
      async (request, reply) => {
        await unblock(ctx, requireUser(request), request.params.userId);
        return reply.status(204).send();
      },
    );
  };
}
