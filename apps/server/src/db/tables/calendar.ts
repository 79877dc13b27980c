/** The calendar (migration 0042). */
import type { Timestamp } from './columns';

/** A learner's iCalendar feed token, as its SHA-256 (the token itself is shown once). */
export interface CalendarFeedTable {
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
}

export interface CalendarTables {
  calendar_feed: CalendarFeedTable;
}
