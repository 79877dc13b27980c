/** Learning playlists (migration 0062) and flash-card sets (migration 0063). */
import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export type PlaylistVisibility = 'private' | 'shared' | 'public';
/** A member's group (the owner is playlist.owner_id), or a follower (migration 0074). */
export type PlaylistRole = 'admin' | 'content_manager' | 'recommender' | 'follower';

export interface PlaylistTable {
  id: Generated<number>;
  owner_id: number;
  title_en: string;
  title_th: Generated<string>;
  desc_en: Generated<string>;
  desc_th: Generated<string>;
  image: string | null;
  visibility: Generated<PlaylistVisibility>;
  is_duplicable: Generated<boolean>;
  /** Others may follow it while public (SPEC §3 Playlist setting). */
  is_followable: Generated<boolean>;
  template_playlist_id: number | null;
  /** Hidden by a moderator: out of public lists, open only to its owner and editors. */
  is_hidden: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlaylistItemTable {
  id: Generated<number>;
  playlist_id: number;
  content_id: number;
  sort: Generated<number>;
  added_by: number | null;
  /** False: only the owner may remove it (SPEC §3 Playlist content). */
  is_removeable: Generated<boolean>;
  created_at: Timestamp;
}

export interface PlaylistMemberTable {
  playlist_id: number;
  user_id: number;
  role: PlaylistRole;
  /** A follower's consent to show the playlist's owner and editors what they completed. */
  share_progress: Generated<boolean>;
  created_at: Timestamp;
}

/** A playlist's tags (SPEC §3 tag_list ids; migration 0074). */
export interface PlaylistTagTable {
  playlist_id: number;
  tag_id: number;
}

/** A flash-card set's maker: a learner for learner-made sets, null otherwise. */
export interface FlashCardSetTable {
  content_id: number;
  owner_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FlashCardTable {
  id: Generated<number>;
  content_id: number;
  sort: Generated<number>;
  front_en: string;
  front_th: Generated<string>;
  back_en: string;
  back_th: Generated<string>;
  image: string | null;
  created_at: Timestamp;
}

/** A learner's Leitner box for one card: 1..5, and when the card is due again. */
export interface FlashCardBoxTable {
  user_id: number;
  card_id: number;
  box: Generated<number>;
  due_at: Timestamp;
  reviews: Generated<number>;
  updated_at: Timestamp;
}

export interface PlaylistTables {
  playlist: PlaylistTable;
  playlist_item: PlaylistItemTable;
  playlist_member: PlaylistMemberTable;
  playlist_tag: PlaylistTagTable;
  flash_card_set: FlashCardSetTable;
  flash_card: FlashCardTable;
  flash_card_box: FlashCardBoxTable;
}
