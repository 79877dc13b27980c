import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnnouncementInputSchema,
  AnnouncementPageSchema,
  AnnouncementSchema,
  PageQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import type { Access } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { ANNOUNCEMENT_COLUMNS, announcementWire, createAnnouncement } from './announcement.service';

/** Announcements are sent by those who manage users (they reach people, not content). */
const MANAGE_USER: Access = { permission: 'dashboard_manage_user' };

/** The dashboard's announcements (issue 17 item 7): the list with delivery counts, and a new one. */
export function announcementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/announcement/',
      {
        config: { access: MANAGE_USER },
        schema: { querystring: PageQuerySchema, response: { 200: AnnouncementPageSchema } },
      },
      async (request) => {
        const { limit, offset, answer } = await requestedPage(request, ctx.settings);
        const [rows, total] = await Promise.all([
          ctx.db
            .selectFrom('announcement')
            .select(ANNOUNCEMENT_COLUMNS)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute(),
          ctx.db
            .selectFrom('announcement')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ]);
        return answer(rows.map(announcementWire), Number(total.n));
      },
    );

    app.post(
      '/announcement/',
      {
        config: { access: MANAGE_USER },
        schema: { body: AnnouncementInputSchema, response: { 201: AnnouncementSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createAnnouncement(ctx, requireUser(request), request.body, request)),
    );
  };
}
