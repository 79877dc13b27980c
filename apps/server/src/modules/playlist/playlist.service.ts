import type { PlaylistInputSchema, PlaylistPatchSchema, PlaylistRole } from '@portal/shared';
import { PLAYLIST_COLLABORATOR_LIMIT, PLAYLIST_ITEM_LIMIT } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { AppError, notFound, validationError } from '@/lib/errors';
import { assertCanEdit, assertCanView, assertOwner, roleOf } from './playlist.policy';
import { findMember, findPlaylist, lockPlaylist, type PlaylistRow } from './playlist.repository';

type Action =
  | 'create'
  | 'update'
  | 'delete'
  | 'duplicate'
  | 'add_item'
  | 'remove_item'
  | 'reorder'
  | 'add_collaborator'
  | 'remove_collaborator'
  | 'follow'
  | 'unfollow'
  | 'hide'
  | 'unhide';

/** One audit_log row per change of a playlist. */
export async function auditPlaylist(
  db: Executor,
  request: FastifyRequest,
  actorId: number,
  action: Action,
  id: number,
  data: unknown,
) {
  await insertAudit(db, {
    actorId,
    action: `${action}_playlist`,
    entity: 'playlist',
    entityId: id,
    data,
    ip: request.ip,
  });
}

/** The playlist and the caller's role on it, read (or locked, inside a write) together. */
export async function playlistFor(
  db: Executor,
  id: number,
  user: UserRow,
  lock = false,
): Promise<{ playlist: PlaylistRow; role: PlaylistRole | null; share: boolean }> {
  const [playlist, member] = await Promise.all([
    lock ? lockPlaylist(db, id) : findPlaylist(db, id),
    findMember(db, id, user.id),
  ]);
  if (!playlist) throw notFound();
  return {
    playlist,
    role: roleOf(playlist, user.id, member),
    share: member?.share_progress ?? false,
  };
}

const touch = (db: Executor, id: number) =>
  db
    .updateTable('playlist')
    .set({ updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

export async function createPlaylist(
  db: Database,
  user: UserRow,
  input: z.output<typeof PlaylistInputSchema>,
  request: FastifyRequest,
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('playlist')
      .values({ ...input, image: input.image ?? null, owner_id: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditPlaylist(trx, request, user.id, 'create', row.id, input);
    return row.id;
  });
}

/** Title and description by the owner or an editor; visibility and duplicating by the owner. */
export async function updatePlaylist(
  db: Database,
  user: UserRow,
  id: number,
  input: z.output<typeof PlaylistPatchSchema>,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    if (input.visibility !== undefined || input.is_duplicable !== undefined)
      assertOwner(playlist, role);
    else assertCanEdit(playlist, role);
    await trx
      .updateTable('playlist')
      .set({ ...input, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await auditPlaylist(trx, request, user.id, 'update', id, input);
  });
}

export async function deletePlaylist(
  db: Database,
  user: UserRow,
  id: number,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    assertOwner(playlist, role);
    await trx.deleteFrom('playlist').where('id', '=', id).execute();
    await auditPlaylist(trx, request, user.id, 'delete', id, { title: playlist.title_en });
  });
}

/** A copy owned by the caller, private, with the same items in the same order. */
export async function duplicatePlaylist(
  db: Database,
  user: UserRow,
  id: number,
  request: FastifyRequest,
) {
  return db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user);
    assertCanView(playlist, role);
    if (!playlist.is_duplicable && role !== 'owner' && role !== 'editor')
      throw new AppError(403, 'playlist_not_duplicable', 'This playlist may not be duplicated.');
    const copy = await trx
      .insertInto('playlist')
      .values({
        owner_id: user.id,
        title_en: playlist.title_en,
        title_th: playlist.title_th,
        desc_en: playlist.desc_en,
        desc_th: playlist.desc_th,
        image: playlist.image,
        visibility: 'private',
        template_playlist_id: playlist.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO playlist_item (playlist_id, content_id, sort, added_by)
      SELECT ${copy.id}, content_id, sort, ${user.id} FROM playlist_item
      WHERE playlist_id = ${playlist.id}`.execute(trx);
    await auditPlaylist(trx, request, user.id, 'duplicate', copy.id, { from: playlist.id });
    return copy.id;
  });
}

/** Adds published content at the end; adding what it already holds changes nothing. */
export async function addItem(
  db: Database,
  user: UserRow,
  id: number,
  contentId: number,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    assertCanEdit(playlist, role);
    const content = await trx
      .selectFrom('content')
      .select('id')
      .where('id', '=', contentId)
      .where('is_publish', '=', true)
      .executeTakeFirst();
    if (!content) throw validationError({ content_id: ['invalid_id'] });
    const stats = await trx
      .selectFrom('playlist_item')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('sort').as('last')])
      .where('playlist_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(stats.n) >= PLAYLIST_ITEM_LIMIT)
      throw validationError({ content_id: ['playlist_full'] });
    const added = await trx
      .insertInto('playlist_item')
      .values({
        playlist_id: id,
        content_id: contentId,
        sort: (stats.last ?? -1) + 1,
        added_by: user.id,
      })
      .onConflict((oc) => oc.columns(['playlist_id', 'content_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added) return;
    await touch(trx, id);
    await auditPlaylist(trx, request, user.id, 'add_item', id, { content_id: contentId });
  });
}

export async function removeItem(
  db: Database,
  user: UserRow,
  id: number,
  itemId: number,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    assertCanEdit(playlist, role);
    const gone = await trx
      .deleteFrom('playlist_item')
      .where('id', '=', itemId)
      .where('playlist_id', '=', id)
      .returning('content_id')
      .executeTakeFirst();
    if (!gone) throw notFound();
    await touch(trx, id);
    await auditPlaylist(trx, request, user.id, 'remove_item', id, gone);
  });
}

/** The new order: every item of the playlist, each once. */
export async function reorderItems(
  db: Database,
  user: UserRow,
  id: number,
  itemIds: number[],
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    assertCanEdit(playlist, role);
    const rows = await trx
      .selectFrom('playlist_item')
      .select('id')
      .where('playlist_id', '=', id)
      .execute();
    const held = new Set(rows.map((r) => r.id));
    if (
      new Set(itemIds).size !== itemIds.length ||
      itemIds.length !== held.size ||
      !itemIds.every((i) => held.has(i))
    )
      throw validationError({ item_ids: ['invalid_value'] });
    await sql`UPDATE playlist_item SET sort = o.ord - 1
      FROM unnest(${itemIds}::int[]) WITH ORDINALITY AS o(id, ord)
      WHERE playlist_item.id = o.id AND playlist_item.playlist_id = ${id}`.execute(trx);
    await touch(trx, id);
    await auditPlaylist(trx, request, user.id, 'reorder', id, { item_ids: itemIds });
  });
}

/** The owner invites an active user by e-mail as an editor (a follower becomes an editor). */
export async function addCollaborator(
  db: Database,
  user: UserRow,
  id: number,
  email: string,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    assertOwner(playlist, role);
    const invited = await trx
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!invited || invited.id === user.id) throw validationError({ email: ['user_not_found'] });
    const editors = await trx
      .selectFrom('playlist_member')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('playlist_id', '=', id)
      .where('role', '=', 'editor')
      .executeTakeFirstOrThrow();
    if (Number(editors.n) >= PLAYLIST_COLLABORATOR_LIMIT)
      throw validationError({ email: ['too_many_collaborators'] });
    await trx
      .insertInto('playlist_member')
      .values({ playlist_id: id, user_id: invited.id, role: 'editor' })
      .onConflict((oc) =>
        oc
          .columns(['playlist_id', 'user_id'])
          .doUpdateSet({ role: 'editor', share_progress: false }),
      )
      .execute();
    await auditPlaylist(trx, request, user.id, 'add_collaborator', id, { user_id: invited.id });
  });
}

/** The owner removes an editor; an editor may leave. */
export async function removeCollaborator(
  db: Database,
  user: UserRow,
  id: number,
  userId: number,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    if (userId !== user.id) assertOwner(playlist, role);
    const gone = await trx
      .deleteFrom('playlist_member')
      .where('playlist_id', '=', id)
      .where('user_id', '=', userId)
      .where('role', '=', 'editor')
      .returning('user_id')
      .executeTakeFirst();
    if (!gone) throw notFound();
    await auditPlaylist(trx, request, user.id, 'remove_collaborator', id, { user_id: userId });
  });
}

/** Following a public playlist, with the follower's choice to share their progress. */
export async function follow(
  db: Database,
  user: UserRow,
  id: number,
  shareProgress: boolean,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    assertCanView(playlist, role);
    if (role === 'owner' || role === 'editor')
      throw new AppError(400, 'playlist_already_member', 'You already edit this playlist.');
    if (playlist.visibility !== 'public')
      throw new AppError(400, 'playlist_not_public', 'Only public playlists can be followed.');
    await trx
      .insertInto('playlist_member')
      .values({
        playlist_id: id,
        user_id: user.id,
        role: 'follower',
        share_progress: shareProgress,
      })
      .onConflict((oc) =>
        oc.columns(['playlist_id', 'user_id']).doUpdateSet({ share_progress: shareProgress }),
      )
      .execute();
    await auditPlaylist(trx, request, user.id, 'follow', id, { share_progress: shareProgress });
  });
}

export async function unfollow(db: Database, user: UserRow, id: number, request: FastifyRequest) {
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('playlist_member')
      .where('playlist_id', '=', id)
      .where('user_id', '=', user.id)
      .where('role', '=', 'follower')
      .returning('user_id')
      .executeTakeFirst();
    if (!gone) throw notFound();
    await auditPlaylist(trx, request, user.id, 'unfollow', id, {});
  });
}

/** Dashboard moderation: hides a playlist from everyone but its owner and editors, or shows it. */
export async function setHidden(
  db: Database,
  admin: UserRow,
  id: number,
  hidden: boolean,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const playlist = await lockPlaylist(trx, id);
    if (!playlist) throw notFound();
    await trx.updateTable('playlist').set({ is_hidden: hidden }).where('id', '=', id).execute();
    await auditPlaylist(trx, request, admin.id, hidden ? 'hide' : 'unhide', id, {
      from: playlist.is_hidden,
      to: hidden,
    });
  });
}
