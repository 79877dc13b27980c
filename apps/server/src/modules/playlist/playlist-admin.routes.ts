import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DashboardPlaylistListSchema,
  IdParamSchema,
  NoContentSchema,
  PageQuerySchema,
  PlaylistHideInputSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { iso } from '@/lib/refs';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { moderationList } from './playlist.repository';
import { setHidden } from './playlist.service';

/** Dashboard → Playlists: shared and public playlists, and hiding one from everyone else. */
export function playlistAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: MANAGE_CONTENT };
    app.get(
      '/learning-playlist/',
      {
        config,
        schema: { querystring: PageQuerySchema, response: { 200: DashboardPlaylistListSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await moderationList(
          ctx.db,
          { search: request.query.search?.trim() || undefined },
          page,
        );
        return page.answer(
          rows.map((r) => ({
            ...r,
            item_count: Number(r.item_count),
            updated_at: iso(r.updated_at) ?? '',
          })),
          total,
        );
      },
    );

    app.put(
      '/learning-playlist/:id/hidden/',
      {
        config,
        schema: {
          params: IdParamSchema,
          body: PlaylistHideInputSchema,
          response: { 204: NoContentSchema },
        },
      },
      async (request, reply) => {
        await setHidden(
          ctx.db,
          requireUser(request),
          request.params.id,
          request.body.is_hidden,
          request,
        );
        return reply.status(204).send();
      },
    );
  };
}
