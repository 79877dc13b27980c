/** Public providers, public learning and mobile session tokens (migration 0068). */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

/** An organisation publishing learning for everyone: en/th name, sanitised about text, a logo. */
export interface PublicProviderTable {
  id: Generated<number>;
  name_en: string;
  name_th: Generated<string>;
  about_en: Generated<string>;
  about_th: Generated<string>;
  image: string | null;
  is_publish: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The side row of a content of kind public_learning: its provider, its body, a link on. */
export interface PublicLearningTable {
  content_id: number;
  public_provider_id: number;
  body_en: Generated<string>;
  body_th: Generated<string>;
  link_content_id: number | null;
}

/** A single-use token for a mobile web-view session (id = SHA-256 of the token). */
export interface MobileTokenTable {
  id: string;
  user_id: number;
  expires_at: Date;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface PublicLearningTables {
  public_provider: PublicProviderTable;
  public_learning: PublicLearningTable;
  mobile_token: MobileTokenTable;
}
