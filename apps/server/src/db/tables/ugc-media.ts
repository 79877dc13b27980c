/** Learner-made audio and video and the owners of learner uploads (migration 0067). */
import type { Timestamp } from './columns';

export interface UgcMediaTable {
  content_id: number;
  owner_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MediaFileOwnerTable {
  media_file_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface UgcMediaTables {
  ugc_media: UgcMediaTable;
  media_file_owner: MediaFileOwnerTable;
}
