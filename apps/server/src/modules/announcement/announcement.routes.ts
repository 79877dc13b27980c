import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnnouncementInputSchema,
  AnnouncementPageSchema,
  AnnouncementSchema,
  ContentOptionQuerySchema,
  ContentOptionSchema,
  pagedSchema,
  PageQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { localized } from '@/lib/language';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import type { Access } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { listContentOptions } from '@/modules/enrollment/dashboard-result.repository';
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

    // The form's audience picker: content searched by code or title (English or Thai).
    app.get(
      '/announcement/content/',
      {
        config: { access: MANAGE_USER },
        schema: {
          querystring: ContentOptionQuerySchema,
          response: { 200: pagedSchema(ContentOptionSchema) },
        },
      },
      async (request) => {
        const language = languageOf(request);
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listContentOptions(
          ctx.db,
          {
            kind: request.query.kind?.split(','),
            ids: request.query.id_list?.split(',').map(Number),
            search: request.query.search,
          },
          page.limit,
          page.offset,
        );
        return page.answer(
          rows.map((r) => ({
            id: r.id,
            code: r.code,
            name: localized({ en: r.title_en, th: r.title_th }, language),
            value: r.id,
            kind: r.kind,
            is_publish: r.is_publish,
          })),
          total,
        );
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
