/** Announcements (migration 0045, issue 17). */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

export interface AnnouncementTable {
  id: Generated<number>;
  audience: 'everyone' | 'group' | 'content';
  group_id: number | null;
  content_id: number | null;
  title_en: string;
  title_th: Generated<string>;
  body_en: string;
  body_th: Generated<string>;
  in_app: boolean;
  email: boolean;
  send_at: Timestamp;
  sent_at: NullableTimestamp;
  delivered_count: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
}

export interface AnnouncementTables {
  announcement: AnnouncementTable;
}
