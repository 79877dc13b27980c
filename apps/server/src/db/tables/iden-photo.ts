/** Identification photos taken at sign-in (migration 0061). */
import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

export interface LoginPhotoTable {
  id: Generated<number>;
  user_id: number;
  session_id: string;
  storage_key: string;
  mime_type: string;
  width: number;
  height: number;
  size_bytes: number;
  ip: Generated<string>;
  created_at: Timestamp;
}
export type LoginPhotoRow = Selectable<LoginPhotoTable>;

export interface IdenPhotoTables {
  login_photo: LoginPhotoTable;
}
