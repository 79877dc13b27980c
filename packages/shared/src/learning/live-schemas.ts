import { z } from 'zod';
import { NamedRefSchema } from './schemas';
import { AttendanceRefSchema, SESSION_KINDS } from './schedule-schemas';

export * from './live-urls';

/**
 * Live sessions (issue 16, item 4): a class's live (HLS stream) and conference (Jitsi Meet)
 * sessions with SPEC §4's live status, moved by a scheduled job only.
 */

/** SPEC §4 live status codes used: 0 offline (upcoming), 1 live, 3 live end (ended), 5 playback (replay). */
export const LIVE_STATUS = { upcoming: 0, live: 1, ended: 3, replay: 5 } as const;
export type LiveStatus = (typeof LIVE_STATUS)[keyof typeof LIVE_STATUS];
export const LIVE_STATUS_CODES = [0, 1, 3, 5] as const;

/** The session kinds that have a live status: a stream (live) and a meeting (conference). */
export const LIVE_KINDS = ['live', 'conference'] as const;

/** One live or conference session as the learner sees it (lists and pages). */
export const LiveSessionSchema = z.object({
  id: z.number(),
  kind: z.enum(SESSION_KINDS),
  title: z.string(),
  class: z.object({ id: z.number(), title: z.string() }),
  datetime_start: z.string(),
  datetime_end: z.string(),
  time_zone: z.string(),
  live_status: z.number(),
  instructor: NamedRefSchema.nullable(),
  attendance: AttendanceRefSchema.nullable(),
});
export type LiveSession = z.infer<typeof LiveSessionSchema>;

/**
 * GET live/{id}/: the session, whether the learner is enrolled in its class, and for an
 * enrolled learner only what lets them join: the stream, the replay (once set), the meeting.
 */
export const LiveDetailSchema = LiveSessionSchema.extend({
  is_enrolled: z.boolean(),
  stream_url: z.string().nullable(),
  replay_url: z.string().nullable(),
  /** A conference's Jitsi Meet server and room (the room name is not guessable). */
  conference: z.object({ domain: z.string(), room: z.string() }).nullable(),
});
export type LiveDetail = z.infer<typeof LiveDetailSchema>;
