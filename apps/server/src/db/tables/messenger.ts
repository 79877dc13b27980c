/** The messenger (migration 0044, issue 17). */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

export interface ConversationTable {
  id: Generated<number>;
  /** SPEC §9: 1 inbox, 2 group, 3 private, 4 support. */
  type: 1 | 2 | 3 | 4;
  title: Generated<string>;
  content_id: number | null;
  group_id: number | null;
  /** A private conversation: "small:large" user ids. */
  private_key: string | null;
  /** A support conversation: its learner. */
  support_user_id: number | null;
  last_message_id: number | null;
  last_message_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ConversationMemberTable {
  conversation_id: number;
  user_id: number;
  last_read_id: Generated<number>;
  muted: Generated<boolean>;
  left_at: NullableTimestamp;
  joined_at: Timestamp;
}

export interface MessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  from_support: Generated<boolean>;
  body: string;
  /** An attached image (migration 0058): its private file name, type and decoded size. */
  image_key: string | null;
  image_type: string | null;
  image_width: number | null;
  image_height: number | null;
  created_at: Timestamp;
}

export interface UserBlockTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

export interface MessengerTables {
  conversation: ConversationTable;
  conversation_member: ConversationMemberTable;
  message: MessageTable;
  user_block: UserBlockTable;
}
