import type { PlaylistDetail, PlaylistRole, PlaylistSummary } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { iso } from '@/lib/refs';
import type { PlaylistRole as MemberRole } from '@/db/types';
import { assertCanView, grantsOf, isCollaborator } from './playlist.policy';
import { playlistItems, playlistPeople, playlistTags } from './playlist.repository';
import { playlistFor } from './playlist.service';

/** A row of a library tab as its card. */
export function summaryDto(
  row: {
    id: number;
    title_en: string;
    title_th: string;
    image: string | null;
    visibility: PlaylistSummary['visibility'];
    owner_id: number;
    owner_name: string;
    role: MemberRole | null;
    item_count: string;
    updated_at: Date;
  },
  userId: number,
): PlaylistSummary {
  const role: PlaylistRole | null = row.owner_id === userId ? 'owner' : row.role;
  return {
    id: row.id,
    title_en: row.title_en,
    title_th: row.title_th,
    image: row.image,
    visibility: row.visibility,
    owner: { id: row.owner_id, name: row.owner_name },
    item_count: Number(row.item_count),
    my_role: role,
    updated_at: iso(row.updated_at) ?? '',
  };
}

/** A playlist's page: its facts, its items with the caller's completion, and its people. */
export async function playlistDetail(
  db: Executor,
  user: UserRow,
  id: number,
): Promise<PlaylistDetail> {
  const { playlist, role, share } = await playlistFor(db, id, user);
  assertCanView(playlist, role);
  const [items, people, tags] = await Promise.all([
    playlistItems(db, id, user.id),
    playlistPeople(db, id, playlist.owner_id),
    playlistTags(db, id),
  ]);
  return {
    id: playlist.id,
    title_en: playlist.title_en,
    title_th: playlist.title_th,
    desc_en: playlist.desc_en,
    desc_th: playlist.desc_th,
    image: playlist.image,
    visibility: playlist.visibility,
    is_duplicable: playlist.is_duplicable,
    is_followable: playlist.is_followable,
    is_hidden: playlist.is_hidden,
    tags,
    template_playlist_id: playlist.template_playlist_id,
    can: grantsOf(role),
    owner: people.owner,
    item_count: items.length,
    my_role: role,
    share_progress: share,
    follower_count: people.followers,
    updated_at: iso(playlist.updated_at) ?? '',
    items,
    collaborators: isCollaborator(role) ? people.collaborators : [],
  };
}
