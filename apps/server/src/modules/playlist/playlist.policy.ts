import type { PlaylistRole } from '@portal/shared';
import { noPermission, notFound } from '@/lib/errors';
import type { PlaylistRow } from './playlist.repository';

/** The caller's role on a playlist: owner, editor (collaborator), follower, or none. */
export function roleOf(
  playlist: Pick<PlaylistRow, 'owner_id'>,
  userId: number,
  member: { role: 'editor' | 'follower' } | undefined,
): PlaylistRole | null {
  if (playlist.owner_id === userId) return 'owner';
  return member?.role ?? null;
}

/**
 * Who sees a playlist: its owner and editors always; anyone else only while it is shared or
 * public and not hidden by a moderator. Someone who may not see it gets 404, never 403, so a
 * private playlist's existence is not told.
 */
export function assertCanView(playlist: PlaylistRow, role: PlaylistRole | null): void {
  if (role === 'owner' || role === 'editor') return;
  if (playlist.visibility === 'private' || playlist.is_hidden) throw notFound();
}

/** Items, title and description: the owner and editors; anyone else who sees it gets 403. */
export function assertCanEdit(playlist: PlaylistRow, role: PlaylistRole | null): void {
  assertCanView(playlist, role);
  if (role !== 'owner' && role !== 'editor') throw noPermission();
}

/** Visibility, collaborators, deleting, the progress of followers: the owner only. */
export function assertOwner(playlist: PlaylistRow, role: PlaylistRole | null): void {
  assertCanView(playlist, role);
  if (role !== 'owner') throw noPermission();
}

/** Followers' progress: the owner and editors. */
export function assertCanSeeProgress(playlist: PlaylistRow, role: PlaylistRole | null): void {
  assertCanEdit(playlist, role);
}
