import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  NoContentSchema,
  PageQuerySchema,
  PlaylistCollaboratorInputSchema,
  PlaylistDetailSchema,
  PlaylistEditableQuerySchema,
  PlaylistEditableSchema,
  PlaylistFollowInputSchema,
  PlaylistInputSchema,
  PlaylistItemInputSchema,
  PlaylistItemParamSchema,
  PlaylistItemPatchSchema,
  PlaylistListQuerySchema,
  PlaylistListSchema,
  PlaylistOrderInputSchema,
  PlaylistPatchSchema,
  PlaylistProgressSchema,
  PlaylistUserParamSchema,
} from '@portal/shared';
import { z } from 'zod';
import type { AppContext } from '@/context';
import { checkImageField } from '@/lib/image-field';
import { mediaRoot } from '@/lib/media/media-storage';
import { requestedPage } from '@/lib/paging';
import { requireUser } from '@/plugins/session';
import { playlistDetail, summaryDto } from './playlist.mapper';
import { assertMay } from './playlist.policy';
import { editablePlaylists, followerProgress, listPlaylists } from './playlist.repository';
import {
  addCollaborator,
  follow,
  removeCollaborator,
  setItemRemoveable,
  unfollow,
} from './playlist-members.service';
import {
  addItem,
  createPlaylist,
  deletePlaylist,
  duplicatePlaylist,
  playlistFor,
  removeItem,
  reorderItems,
  updatePlaylist,
} from './playlist.service';
import { assertPlaylistsEnabled } from './playlist-toggle';

const CreatedSchema = z.object({ id: z.number() });
const user = { access: 'user' as const };

/**
 * Learning playlists (SPEC §2 /learning-playlist): the library tab's lists, a playlist's page,
 * its management by the owner and collaborators (playlist.policy.ts: what each group may do),
 * following and duplicating, and the followers' progress. Every write reads the caller's role
 * on the playlist in its transaction.
 */
export function playlistRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const media = mediaRoot(ctx.config);
  return async (app) => {
    // SPEC §9 feature toggle: while learning playlists are off, every route answers 404.
    app.addHook('preValidation', async () => assertPlaylistsEnabled(ctx.settings));

    app.get(
      '/learning-playlist/',
      {
        config: user,
        schema: { querystring: PlaylistListQuerySchema, response: { 200: PlaylistListSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const me = requireUser(request);
        const { rows, total } = await listPlaylists(ctx.db, me.id, request.query.tab, page);
        return page.answer(
          rows.map((r) => summaryDto(r, me.id)),
          total,
        );
      },
    );

    app.get(
      '/learning-playlist/editable/',
      {
        config: user,
        schema: {
          querystring: PlaylistEditableQuerySchema,
          response: { 200: PlaylistEditableSchema },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await editablePlaylists(
          ctx.db,
          requireUser(request).id,
          request.query.content_id,
          page,
        );
        return page.answer(
          rows.map((r) => ({ ...r, item_count: Number(r.item_count) })),
          total,
        );
      },
    );

    app.post(
      '/learning-playlist/',
      { config: user, schema: { body: PlaylistInputSchema, response: { 201: CreatedSchema } } },
      async (request, reply) => {
        await checkImageField(ctx.db, media, 'cover', request.body.image);
        const id = await createPlaylist(ctx.db, requireUser(request), request.body, request);
        return reply.status(201).send({ id });
      },
    );

    app.get(
      '/learning-playlist/:id/',
      { config: user, schema: { params: IdParamSchema, response: { 200: PlaylistDetailSchema } } },
      async (request) => playlistDetail(ctx.db, requireUser(request), request.params.id),
    );

    app.patch(
      '/learning-playlist/:id/',
      {
        config: user,
        schema: {
          params: IdParamSchema,
          body: PlaylistPatchSchema,
          response: { 200: PlaylistDetailSchema },
        },
      },
      async (request) => {
        const me = requireUser(request);
        await checkImageField(ctx.db, media, 'cover', request.body.image);
        await updatePlaylist(ctx.db, me, request.params.id, request.body, request);
        return playlistDetail(ctx.db, me, request.params.id);
      },
    );

    app.delete(
      '/learning-playlist/:id/',
      { config: user, schema: { params: IdParamSchema, response: { 204: NoContentSchema } } },
      async (request, reply) => {
        await deletePlaylist(ctx.db, requireUser(request), request.params.id, request);
        return reply.status(204).send();
      },
    );

    app.post(
      '/learning-playlist/:id/duplicate/',
      { config: user, schema: { params: IdParamSchema, response: { 201: CreatedSchema } } },
      async (request, reply) => {
        const id = await duplicatePlaylist(
          ctx.db,
          requireUser(request),
          request.params.id,
          request,
        );
        return reply.status(201).send({ id });
      },
    );

    app.post(
      '/learning-playlist/:id/item/',
      {
        config: user,
        schema: {
          params: IdParamSchema,
          body: PlaylistItemInputSchema,
          response: { 200: PlaylistDetailSchema },
        },
      },
      async (request) => {
        const me = requireUser(request);
        await addItem(ctx.db, me, request.params.id, request.body, request);
        return playlistDetail(ctx.db, me, request.params.id);
      },
    );

    app.put(
      '/learning-playlist/:id/item/order/',
      {
        config: user,
        schema: {
          params: IdParamSchema,
          body: PlaylistOrderInputSchema,
          response: { 200: PlaylistDetailSchema },
        },
      },
      async (request) => {
        const me = requireUser(request);
        await reorderItems(ctx.db, me, request.params.id, request.body.item_ids, request);
        return playlistDetail(ctx.db, me, request.params.id);
      },
    );

    app.delete(
      '/learning-playlist/:id/item/:itemId/',
      {
        config: user,
        schema: { params: PlaylistItemParamSchema, response: { 200: PlaylistDetailSchema } },
      },
      async (request) => {
        const me = requireUser(request);
        await removeItem(ctx.db, me, request.params.id, request.params.itemId, request);
        return playlistDetail(ctx.db, me, request.params.id);
      },
    );

    app.patch(
      '/learning-playlist/:id/item/:itemId/',
      {
        config: user,
        schema: {
          params: PlaylistItemParamSchema,
          body: PlaylistItemPatchSchema,
          response: { 200: PlaylistDetailSchema },
        },
      },
      async (request) => {
        const me = requireUser(request);
        const { id, itemId } = request.params;
        await setItemRemoveable(ctx.db, me, id, itemId, request.body.is_removeable, request);
        return playlistDetail(ctx.db, me, id);
      },
    );

    app.post(
      '/learning-playlist/:id/collaborator/',
      {
        config: user,
        schema: {
          params: IdParamSchema,
          body: PlaylistCollaboratorInputSchema,
          response: { 200: PlaylistDetailSchema },
        },
      },
      async (request) => {
        const me = requireUser(request);
        await addCollaborator(ctx.db, me, request.params.id, request.body, request);
        return playlistDetail(ctx.db, me, request.params.id);
      },
    );

    app.delete(
      '/learning-playlist/:id/collaborator/:userId/',
      {
        config: user,
        schema: { params: PlaylistUserParamSchema, response: { 204: NoContentSchema } },
      },
      async (request, reply) => {
        const { id, userId } = request.params;
        await removeCollaborator(ctx.db, requireUser(request), id, userId, request);
        return reply.status(204).send();
      },
    );

    app.put(
      '/learning-playlist/:id/follow/',
      {
        config: user,
        schema: {
          params: IdParamSchema,
          body: PlaylistFollowInputSchema,
          response: { 200: PlaylistDetailSchema },
        },
      },
      async (request) => {
        const me = requireUser(request);
        await follow(ctx.db, me, request.params.id, request.body.share_progress, request);
        return playlistDetail(ctx.db, me, request.params.id);
      },
    );

    app.delete(
      '/learning-playlist/:id/follow/',
      { config: user, schema: { params: IdParamSchema, response: { 204: NoContentSchema } } },
      async (request, reply) => {
        await unfollow(ctx.db, requireUser(request), request.params.id, request);
        return reply.status(204).send();
      },
    );

    app.get(
      '/learning-playlist/:id/public-progress/',
      {
        config: user,
        schema: {
          params: IdParamSchema,
          querystring: PageQuerySchema,
          response: { 200: PlaylistProgressSchema },
        },
      },
      async (request) => {
        const { playlist, role } = await playlistFor(
          ctx.db,
          request.params.id,
          requireUser(request),
        );
        assertMay(playlist, role, 'progress');
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await followerProgress(ctx.db, playlist.id, page);
        return page.answer(
          rows.map((r) => ({
            user: { id: r.id, name: r.name },
            completed_item_ids: r.completed,
          })),
          total,
        );
      },
    );
  };
}
