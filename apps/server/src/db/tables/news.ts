/** News and informative pages (migration 0052). */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

export type NewsKind = 'news' | 'informative';

/** A news item or an informative page: en/th title and sanitised rich-text body, a cover. */
export interface NewsItemTable {
  id: Generated<number>;
  kind: NewsKind;
  title_en: string;
  title_th: Generated<string>;
  body_en: Generated<string>;
  body_th: Generated<string>;
  image: string | null;
  is_publish: Generated<boolean>;
  datetime_publish_start: NullableTimestamp;
  datetime_publish_end: NullableTimestamp;
  is_pinned: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsTables {
  news_item: NewsItemTable;
}
