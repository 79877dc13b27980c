import type { PlaylistGroup } from '@portal/shared';
import { PLAYLIST_COLLABORATOR_LIMIT } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, notFound, validationError } from '@/lib/errors';
import { assertCanView, assertMay, assertMayManage, isCollaborator } from './playlist.policy';
import { findMember } from './playlist.repository';
import { auditPlaylist, playlistFor, touchPlaylist } from './playlist.service';

/** A playlist's people: its groups (admin, content manager, recommender), followers and pins. */

/** The owner pins an item (only the owner may then remove it) or unpins it. */
export async function setItemRemoveable(
  db: Database,
  user: UserRow,
  id: number,
  itemId: number,
  removeable: boolean,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    assertMay(playlist, role, 'pin_item');
    const changed = await trx
      .updateTable('playlist_item')
      .set({ is_removeable: removeable })
      .where('id', '=', itemId)
      .where('playlist_id', '=', id)
      .returning('content_id')
      .executeTakeFirst();
    if (!changed) throw notFound();
    await touchPlaylist(trx, id);
    await auditPlaylist(trx, request, user.id, 'pin_item', id, {
      item_id: itemId,
      is_removeable: removeable,
    });
  });
}

/**
 * The owner or an admin invites an active user by e-mail into a group, or moves a member to
 * another group (a follower becomes a collaborator); admins are invited and moved by the owner.
 */
export async function addCollaborator(
  db: Database,
  user: UserRow,
  id: number,
  input: { email: string; group: PlaylistGroup },
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    assertMayManage(playlist, role, input.group);
    const invited = await trx
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', input.email.toLowerCase())
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!invited || invited.id === playlist.owner_id || invited.id === user.id)
      throw validationError({ email: ['user_not_found'] });
    const now = await findMember(trx, id, invited.id);
    if (now && now.role !== 'follower') assertMayManage(playlist, role, now.role);
    else {
      const members = await trx
        .selectFrom('playlist_member')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('playlist_id', '=', id)
        .where('role', '<>', 'follower')
        .executeTakeFirstOrThrow();
      if (Number(members.n) >= PLAYLIST_COLLABORATOR_LIMIT)
        throw validationError({ email: ['too_many_collaborators'] });
    }
    await trx
      .insertInto('playlist_member')
      .values({ playlist_id: id, user_id: invited.id, role: input.group })
      .onConflict((oc) =>
        oc
          .columns(['playlist_id', 'user_id'])
          .doUpdateSet({ role: input.group, share_progress: false }),
      )
      .execute();
    await auditPlaylist(trx, request, user.id, 'add_collaborator', id, {
      user_id: invited.id,
      group: input.group,
      from: now?.role ?? null,
    });
  });
}

/** The owner or an admin removes a collaborator (an admin: the owner only); anyone may leave. */
export async function removeCollaborator(
  db: Database,
  user: UserRow,
  id: number,
  userId: number,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const { playlist, role } = await playlistFor(trx, id, user, true);
    assertCanView(playlist, role);
    const member = await findMember(trx, id, userId);
    if (!member || member.role === 'follower') throw notFound();
    if (userId !== user.id) assertMayManage(playlist, role, member.role);
    await trx
      .deleteFrom('playlist_member')
      .where('playlist_id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    await auditPlaylist(trx, request, user.id, 'remove_collaborator', id, {
      user_id: userId,
      group: member.role,
    });
  });
}

/** Following a public, followable playlist, with the follower's choice to share progress. */
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
    if (isCollaborator(role))
      throw new AppError(400, 'playlist_already_member', 'You already edit this playlist.');
    if (playlist.visibility !== 'public')
      throw new AppError(400, 'playlist_not_public', 'Only public playlists can be followed.');
    // Not followable: no new followers; a follower from before may still change their consent.
    if (!playlist.is_followable && role !== 'follower')
      throw new AppError(403, 'playlist_not_followable', 'This playlist may not be followed.');
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
