import type { PlaylistInputSchema, PlaylistPatchSchema, PlaylistRole } from '@portal/shared';
import { PLAYLIST_ITEM_LIMIT } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { AppError, notFound, validationError } from '@/lib/errors';
import { assertCanView, assertMay, isCollaborator, roleOf } from './playlist.policy';
import { findMember, findPlaylist, lockPlaylist, type PlaylistRow } from './playlist.repository';

type Action =
  | 'create'
  | 'update'
  | 'delete'
  | 'duplicate'
  | 'add_item'
  | 'remove_item'
  | 'pin_item'
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

/** Marks the playlist changed (updated_at) after a change of its items. */
export const touchPlaylist = (db: Executor, id: number) =>
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
    const { tag_ids: tagIds, template_playlist_id: templateId, ...fields } = input;
    const template = templateId === null ? null : await duplicableFor(trx, templateId, user);
    const row = await trx
      .insertInto('playlist')
      .values({
        ...fields,
        image: fields.image ?? null,
        owner_id: user.id,
        template_playlist_id: template?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setTags(trx, row.id, tagIds);
    if (template) await copyItems(trx, template.id, row.id, user.id);
    await auditPlaylist(trx, request, user.id, 'create', row.id, input);
    return row.id;
  });
}

/** The playlist's tags become these: each a tag shown in the front, else a field error. */
async function setTags(trx: Executor, id: number, tagIds: number[]) {
  if (tagIds.length > 0) {
    const known = await trx
      .selectFrom('tag')
      .select('id')
      .where('id', 'in', tagIds)
      .where('is_display', '=', true)
      .execute();
    if (known.length !== tagIds.length) throw validationError({ tag_ids: ['invalid_id'] });
  }
  await trx.deleteFrom('playlist_tag').where('playlist_id', '=', id).execute();
  if (tagIds.length > 0)
    await trx
      .insertInto('playlist_tag')
      .values(tagIds.map((tag_id) => ({ playlist_id: id, tag_id })))
      .execute();
}

/**
 * A playlist the caller may copy (duplicate, or start a new one from as its template): one they
 * see, and duplicable unless they are its owner or a collaborator.
 */
async function duplicableFor(trx: Executor, id: number, user: UserRow) {
  const { playlist, role } = await playlistFor(trx, id, user);
  assertCanView(playlist, role);
  if (!playlist.is_duplicable && !isCollaborator(role))
    throw new AppError(403, 'playlist_not_duplicable', 'This playlist may not be duplicated.');
  return playlist;
}

/** The template's items in its order, added by the copier (pins are the template owner's). */
async function copyItems(trx: Executor, from: number, to: number, userId: number) {
  await sql`INSERT INTO playlist_item (playlist_id, content_id, sort, added_by)
    SELECT ${to}, content_id, sort, ${userId} FROM playlist_item
    WHERE playlist_id = ${from}`.execute(trx);
}

/** The settings (every field of the form): the owner or an admin. */
export async function updatePlaylist(
  db: Database,
  user: UserRow,
  id: number,
  input: z.output<typeof PlaylistPatchSchema>,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    assertMay(playlist, role, 'settings');
    const { tag_ids: tagIds, ...fields } = input;
    await trx
      .updateTable('playlist')
      .set({ ...fields, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    if (tagIds) await setTags(trx, id, tagIds);
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
    assertMay(playlist, role, 'delete');
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
    const playlist = await duplicableFor(trx, id, user);
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
    await copyItems(trx, playlist.id, copy.id, user.id);
    await trx
      .insertInto('playlist_tag')
      .columns(['playlist_id', 'tag_id'])
      .expression((eb) =>
        eb
          .selectFrom('playlist_tag')
          .select([sql.lit(copy.id).as('playlist_id'), 'tag_id'])
          .where('playlist_id', '=', playlist.id),
      )
      .execute();
    await auditPlaylist(trx, request, user.id, 'duplicate', copy.id, { from: playlist.id });
    return copy.id;
  });
}

/**
 * Adds published content at the end (any collaborator); pinned (is_removeable false) only by
 * the owner. Adding what it already holds changes nothing.
 */
export async function addItem(
  db: Database,
  user: UserRow,
  id: number,
  input: { content_id: number; is_removeable: boolean },
  request: FastifyRequest,
) {
  const contentId = input.content_id;
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    assertMay(playlist, role, input.is_removeable ? 'add_item' : 'pin_item');
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
        is_removeable: input.is_removeable,
      })
      .onConflict((oc) => oc.columns(['playlist_id', 'content_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added) return;
    await touchPlaylist(trx, id);
    await auditPlaylist(trx, request, user.id, 'add_item', id, input);
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
    assertMay(playlist, role, 'remove_item');
    const item = await trx
      .selectFrom('playlist_item')
      .select('is_removeable')
      .where('id', '=', itemId)
      .where('playlist_id', '=', id)
      .executeTakeFirst();
    if (!item) throw notFound();
    if (!item.is_removeable && role !== 'owner')
      throw new AppError(
        403,
        'playlist_item_not_removeable',
        'Only the owner may remove this item.',
      );
    const gone = await trx
      .deleteFrom('playlist_item')
      .where('id', '=', itemId)
      .where('playlist_id', '=', id)
      .returning('content_id')
      .executeTakeFirst();
    if (!gone) throw notFound();
    await touchPlaylist(trx, id);
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
    assertMay(playlist, role, 'reorder');
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
    await touchPlaylist(trx, id);
    await auditPlaylist(trx, request, user.id, 'reorder', id, { item_ids: itemIds });
  });
}

/** Dashboard moderation: hides a playlist from all but its owner and collaborators, or shows it. */
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
