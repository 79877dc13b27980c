import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalendarAnswerSchema,
  CalendarConflictSchema,
  CalendarQuerySchema,
  PageQuerySchema,
  pagedSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { requireUser } from '@/plugins/session';
import { MY_SOURCES, PUBLIC_SOURCES } from './calendar.sources';
import { calendarItems } from './calendar.service';
import { sessionConflicts } from './conflict.repository';

/**
 * The calendar's API: everyone's public items (with the viewer's own status when signed in),
 * and the signed-in learner's own. The range is bounded (CalendarQuerySchema: at most
 * CALENDAR_MAX_DAYS), and each source's range query has an index (migration 0042).
 */
export function calendarRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/calendar/',
      {
        config: { access: 'public' },
        schema: { querystring: CalendarQuerySchema, response: { 200: CalendarAnswerSchema } },
      },
      async (request) =>
        calendarItems(ctx.db, PUBLIC_SOURCES, {
          from: new Date(request.query.from),
          to: new Date(request.query.to),
          userId: request.user?.id ?? null,
        }),
    );

    app.get(
      '/calendar/mine/',
      {
        config: { access: 'user' },
        schema: { querystring: CalendarQuerySchema, response: { 200: CalendarAnswerSchema } },
      },
      async (request) =>
        calendarItems(ctx.db, MY_SOURCES, {
          from: new Date(request.query.from),
          to: new Date(request.query.to),
          userId: requireUser(request).id,
        }),
    );

    // SPEC §2 /conflict: my sessions that overlap in time, in pairs, earliest first.
    app.get(
      '/calendar/conflict/',
      {
        config: { access: 'user' },
        schema: {
          querystring: PageQuerySchema,
          response: { 200: pagedSchema(CalendarConflictSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const page = await requestedPage(request, ctx.settings);
        const { pairs, total } = await sessionConflicts(ctx.db, user.id, new Date(), page);
        return page.answer(pairs, total);
      },
    );
  };
}
