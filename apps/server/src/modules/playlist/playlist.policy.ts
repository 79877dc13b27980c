import type { PlaylistAction, PlaylistGroup, PlaylistRole } from '@portal/shared';
import { PLAYLIST_ACTIONS } from '@portal/shared';
import { noPermission, notFound } from '@/lib/errors';
import type { PlaylistRow } from './playlist.repository';

/**
 * What each of SPEC §1's playlist groups may do (docs/decisions.md, "Playlist groups"):
 * - owner: everything, and alone deletes the playlist, invites or removes admins, pins an item
 *   (is_removeable false) and removes a pinned item;
 * - admin: the settings (title, description, cover, tags, visibility, following, duplicating),
 *   content managers and recommenders, and everything a content manager does;
 * - content manager: adds, removes (unpinned) and reorders items, sees followers' progress;
 * - recommender: adds items only.
 * A follower or anyone else changes nothing.
 */
const GRANTS: Record<'owner' | PlaylistGroup, readonly PlaylistAction[]> = {
  owner: PLAYLIST_ACTIONS,
  admin: ['settings', 'collaborators', 'add_item', 'remove_item', 'reorder', 'progress'],
  content_manager: ['add_item', 'remove_item', 'reorder', 'progress'],
  recommender: ['add_item'],
};

/** The caller's role on a playlist: owner, a collaborator's group, follower, or none. */
export function roleOf(
  playlist: Pick<PlaylistRow, 'owner_id'>,
  userId: number,
  member: { role: PlaylistGroup | 'follower' } | undefined,
): PlaylistRole | null {
  if (playlist.owner_id === userId) return 'owner';
  return member?.role ?? null;
}

/** The owner or a collaborator of any group. */
export function isCollaborator(role: PlaylistRole | null): role is 'owner' | PlaylistGroup {
  return role !== null && role !== 'follower';
}

/** Every action the role grants, in PLAYLIST_ACTIONS order (the page shows buttons by it). */
export function grantsOf(role: PlaylistRole | null): PlaylistAction[] {
  return isCollaborator(role) ? [...GRANTS[role]] : [];
}

/**
 * Who sees a playlist: its owner and collaborators always; anyone else only while it is shared
 * or public and not hidden by a moderator. Someone who may not see it gets 404, never 403, so a
 * private playlist's existence is not told.
 */
export function assertCanView(playlist: PlaylistRow, role: PlaylistRole | null): void {
  if (isCollaborator(role)) return;
  if (playlist.visibility === 'private' || playlist.is_hidden) throw notFound();
}

/** The action is the role's (see GRANTS); anyone else who sees the playlist gets 403. */
export function assertMay(
  playlist: PlaylistRow,
  role: PlaylistRole | null,
  action: PlaylistAction,
): void {
  assertCanView(playlist, role);
  if (!grantsOf(role).includes(action)) throw noPermission();
}

/** Inviting, regrouping or removing a member of the group: admins are the owner's alone. */
export function assertMayManage(
  playlist: PlaylistRow,
  role: PlaylistRole | null,
  group: PlaylistGroup,
): void {
  assertMay(playlist, role, 'collaborators');
  if (group === 'admin' && role !== 'owner') throw noPermission();
}
