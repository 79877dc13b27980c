import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  NoContentSchema,
  NotificationPageSchema,
  NotificationPreferenceInputSchema,
  NotificationPreferenceListSchema,
  NotificationQuerySchema,
  NotificationReadSchema,
  UnreadCountSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { paged, pageWindow } from '@/lib/paging';
import { requireUser } from '@/plugins/session';
import { unreadCount } from './notification.repository';
import {
  listNotifications,
  preferences,
  readAll,
  readOne,
  savePreferences,
  unsubscribe,
} from './notification.service';

/** The reader's notifications (issue 17): list, bell count, read marks, preferences. */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notification/',
      {
        config: { access: 'user' },
        schema: { querystring: NotificationQuerySchema, response: { 200: NotificationPageSchema } },
      },
      async (request) => {
        const { page, pageSize, offset } = pageWindow(
          request.query,
          await ctx.settings.get('config-page-size'),
        );
        const read = request.query.read === undefined ? undefined : request.query.read === 'true';
        const answer = await listNotifications(ctx, requireUser(request), read, pageSize, offset);
        return paged(request, answer.results, answer.total, page, pageSize);
      },
    );

    app.get(
      '/notification/unread-count/',
      { config: { access: 'user' }, schema: { response: { 200: UnreadCountSchema } } },
      async (request) => ({ count: await unreadCount(ctx.db, requireUser(request).id) }),
    );

    app.post(
      '/notification/:id/read/',
      {
        config: { access: 'user' },
        schema: {
          params: IdParamSchema,
          body: NotificationReadSchema,
          response: { 204: NoContentSchema },
        },
      },
      async (request, reply) => {
        await readOne(ctx, requireUser(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/notification/read-all/',
      {
        config: { access: 'user' },
        schema: { body: NotificationReadSchema, response: { 204: NoContentSchema } },
      },
      async (request, reply) => {
        await readAll(ctx, requireUser(request));
        return reply.status(204).send();
      },
    );

    app.get(
      '/notification/preference/',
      {
        config: { access: 'user' },
        schema: { response: { 200: NotificationPreferenceListSchema } },
      },
      async (request) => ({ results: await preferences(ctx, requireUser(request)) }),
    );

    app.put(
      '/notification/preference/',
      {
        config: { access: 'user' },
        schema: {
          body: NotificationPreferenceInputSchema,
          response: { 200: NotificationPreferenceListSchema },
        },
      },
      async (request) => ({
        results: await savePreferences(ctx, requireUser(request), request.body),
      }),
    );

    // The e-mails' unsubscribe link: no session, the signed token is the permission.
    app.get(
      '/notification/unsubscribe/',
      {
        config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { querystring: UnsubscribeQuerySchema, response: { 200: UnsubscribeResultSchema } },
      },
      async (request) => unsubscribe(ctx, request.query.token, request.ip),
    );
  };
}
