/** Scheduled learning: class sessions and check-ins (migration 0038). */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from './columns';

/** A session's kind (SPEC §9 schedule item kinds). */
export type SessionKindCode = 'informative' | 'classroom' | 'activity' | 'live' | 'conference';

/** SPEC §4 live statuses used: 0 offline (upcoming), 1 live, 3 live end (ended), 5 playback. */
export type LiveStatusCode = 0 | 1 | 3 | 5;

/** A session of a class: when (UTC + its time zone), where, who, and its check-in window. */
export interface ClassSessionTable {
  id: Generated<number>;
  class_id: number;
  kind: Generated<SessionKindCode>;
  title_en: string;
  title_th: Generated<string>;
  start_at: ColumnType<Date, Date | string, Date | string>;
  end_at: ColumnType<Date, Date | string, Date | string>;
  time_zone: Generated<string>;
  place: Generated<string>;
  online_url: string | null;
  instructor_id: number | null;
  /** Check-in opens this many minutes before start_at... */
  checkin_open_minutes: Generated<number>;
  /** ...and closes this many minutes after start_at. */
  checkin_close_minutes: Generated<number>;
  /** The QR code's token: whoever holds it may check in to this session (enrolled learners). */
  checkin_secret: string;
  /** Attending it counts toward the class's completion. */
  is_required: Generated<boolean>;
  sort: Generated<number>;
  /** The survey its attendees answer after it ends (migration 0056). */
  survey_id: number | null;
  /** Answering that survey counts toward the class's completion. */
  is_survey_required: Generated<boolean>;
  /** SPEC §4 live status of a live/conference session (0, 1, 3, 5; migration 0054). */
  live_status: Generated<LiveStatusCode>;
  /** The HLS playlist (.m3u8) a live session plays, and the replay played after it. */
  stream_url: string | null;
  replay_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type ClassSessionRow = Selectable<ClassSessionTable>;

/** A learner's check-in to a session; source is SPEC §4's check-in source code. */
export interface ClassAttendanceTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  /** 0 the session page, 1 the QR code, 2 an administrator, 3 joining a live session (0072). */
  source: 0 | 1 | 2 | 3;
  reason: Generated<string>;
  marked_by: number | null;
  checked_in_at: Timestamp;
}

/** An item of an activity's checklist (migration 0056). */
export interface ActivityItemTable {
  id: Generated<number>;
  activity_id: number;
  title_en: string;
  title_th: Generated<string>;
  desc_en: Generated<string>;
  desc_th: Generated<string>;
  /** Ticking it asks an administrator or the learner's manager to approve it. */
  needs_approval: Generated<boolean>;
  sort: Generated<number>;
  created_at: Timestamp;
}

/** A learner's tick of an item: done, or pending/approved/rejected when it needs approval. */
export interface ActivityCheckTable {
  id: Generated<number>;
  item_id: number;
  activity_id: number;
  user_id: number;
  status: 'done' | 'pending' | 'approved' | 'rejected';
  note: Generated<string>;
  comment: Generated<string>;
  decided_by: number | null;
  decided_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ScheduleTables {
  class_session: ClassSessionTable;
  class_attendance: ClassAttendanceTable;
  activity_item: ActivityItemTable;
  activity_check: ActivityCheckTable;
}
