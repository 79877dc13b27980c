import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CalendarFeedSchema, NoContentSchema } from '@portal/shared';
import { z } from 'zod';
import type { AppContext } from '@/context';
import { requireUser } from '@/plugins/session';
import { feedCalendar, feedState, revokeFeed, rotateFeed } from './feed.service';

const emptyBody = z.object({}).strict().optional();

/** The learner's own feed token: read, make or rotate, revoke (profile calendar page). */
export function feedTokenRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/profile/calendar/feed/',
      { config: { access: 'user' }, schema: { response: { 200: CalendarFeedSchema } } },
      async (request) => feedState(ctx.db, requireUser(request).id),
    );
    app.post(
      '/profile/calendar/feed/',
      {
        config: { access: 'user' },
        schema: { body: emptyBody, response: { 200: CalendarFeedSchema } },
      },
      async (request) =>
        rotateFeed(
          ctx.db,
          { userId: requireUser(request).id, ip: request.ip },
          ctx.config.PUBLIC_URL,
        ),
    );
    app.delete(
      '/profile/calendar/feed/',
      { config: { access: 'user' }, schema: { response: { 204: NoContentSchema } } },
      async (request, reply) => {
        await revokeFeed(ctx.db, { userId: requireUser(request).id, ip: request.ip });
        return reply.status(204).send();
      },
    );
  };
}

/** A token: randomToken(32) is 43 base64url characters. */
const FeedParamSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) });

/**
 * The iCalendar feed, outside /api and without sign-in (calendar apps fetch it): the secret token
 * in the path is the only key. An unknown, malformed or revoked token is a 404.
 */
export function feedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/calendar/feed/:file', { config: { access: 'public' } }, async (request, reply) => {
      const parsed = FeedParamSchema.safeParse(request.params);
      const text = parsed.success
        ? await feedCalendar(
            ctx.db,
            parsed.data.file.slice(0, -'.ics'.length),
            ctx.config.PUBLIC_URL,
          )
        : null;
      if (text === null) return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(text);
    });
  };
}
