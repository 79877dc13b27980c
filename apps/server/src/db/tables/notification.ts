/** Notifications, their deliveries and the readers' preferences (migration 0040, issue 17). */
import type { NotificationKind } from '@portal/shared';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

/** The values a notification's text is rendered from (titles in both languages, a date). */
export type NotificationParams = Record<string, string | number | null>;

export interface NotificationTable {
  id: Generated<number>;
  recipient_id: number;
  kind: NotificationKind;
  /** Names the event; unique per recipient, so one event is one notification. */
  event_key: string;
  content_id: number | null;
  path: string | null;
  /** JSON written as a string; the database's default is {}. */
  params: ColumnType<NotificationParams, string | undefined, string>;
  in_app: Generated<boolean>;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}
export type NotificationRow = Selectable<NotificationTable>;

export interface NotificationDeliveryTable {
  id: Generated<number>;
  notification_id: number;
  channel: 'in_app' | 'email';
  status: 'delivered' | 'queued' | 'digest' | 'sent' | 'failed';
  error: Generated<string>;
  idempotency_key: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface NotificationPreferenceTable {
  user_id: number;
  kind: NotificationKind;
  in_app: boolean;
  email: boolean;
  digest: boolean;
  updated_at: Timestamp;
}

export interface NotificationTables {
  notification: NotificationTable;
  notification_delivery: NotificationDeliveryTable;
  notification_preference: NotificationPreferenceTable;
}
