import { z } from 'zod';
import { adminFields, webUrl } from './admin-fields';
import { replayUrl, streamUrl } from './live-urls';
import {
  ContentCardSchema,
  ContentListQuerySchema,
  CourseDetailSchema,
  NamedRefSchema,
} from './schemas';

/**
 * Scheduled learning (issue 16, part 1): a class is an enrollable container (a course's enrol
 * rules) held in sessions; a learner checks in to each session during its window, from the
 * session page or with the session's QR code, or an administrator marks it by hand.
 */

/** SPEC §9 schedule item kinds. */
export const SESSION_KINDS = [
  'informative',
  'classroom',
  'activity',
  'live',
  'conference',
] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/**
 * SPEC §4 check-in sources used here: the web page, the QR code (a phone), an administrator,
 * and joining a live or conference session.
 */
export const CHECK_IN_SOURCE = { web: 0, mobile: 1, admin: 2, live: 3 } as const;
export type CheckInSource = (typeof CHECK_IN_SOURCE)[keyof typeof CHECK_IN_SOURCE];

/** Whether the text names a time zone this runtime knows (IANA, e.g. Asia/Bangkok, UTC). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeZone = z
  .string()
  .min(1, 'invalid_time_zone')
  .max(64, 'invalid_time_zone')
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'invalid_time_zone')
  .refine(isTimeZone, 'invalid_time_zone');
const date = z.iso.date({ error: 'invalid_date' });

/** GET class/: upcoming classes (past=true: past ones), filtered by day (in time_zone) and place. */
export const ClassListQuerySchema = ContentListQuerySchema.extend({
  past: z
    .enum(['true', 'false'], { error: 'invalid_choice' })
    .transform((v) => v === 'true')
    .optional(),
  /** SPEC §9 filter period: days YYYY-MM-DD in the viewer's time zone, both included. */
  date_start: date.optional(),
  date_end: date.optional(),
  time_zone: timeZone.optional(),
  /** online: a session has an online address; onsite: a session has a place. */
  place: z.enum(['online', 'onsite'], { error: 'invalid_choice' }).optional(),
});
export type ClassListQuery = z.infer<typeof ClassListQuerySchema>;

/** When a class runs: its first session's start, last session's end, where. */
const ClassTimesSchema = z.object({
  class_status: z.number(),
  datetime_start: z.string().nullable(),
  datetime_end: z.string().nullable(),
  time_zone: z.string().nullable(),
  session_count: z.number(),
  place: z.string(),
  is_online: z.boolean(),
});

export const ClassCardSchema = ContentCardSchema.extend(ClassTimesSchema.shape);
export type ClassCard = z.infer<typeof ClassCardSchema>;

/**
 * GET class-program/ (and its alias event-program/): a class program's card, its times over the
 * sessions of the classes it holds.
 */
export const ClassProgramCardSchema = ClassCardSchema;
export type ClassProgramCard = ClassCard;

/** A class as a class program's page lists it: its card and whether the program requires it. */
export const ProgramClassSchema = ClassCardSchema.extend({ is_required: z.boolean() });
export type ProgramClass = z.infer<typeof ProgramClassSchema>;

/** A learner's check-in. */
export const AttendanceRefSchema = z.object({
  source: z.number(),
  datetime_check_in: z.string(),
});

/** A session as the learner sees it. */
export const ClassSessionSchema = z.object({
  id: z.number(),
  class_id: z.number(),
  kind: z.enum(SESSION_KINDS),
  title: z.string(),
  datetime_start: z.string(),
  datetime_end: z.string(),
  time_zone: z.string(),
  place: z.string(),
  /** The meeting address: only for learners enrolled in the class. */
  online_url: z.string().nullable(),
  is_online: z.boolean(),
  instructor: NamedRefSchema.nullable(),
  is_required: z.boolean(),
  datetime_check_in_open: z.string(),
  datetime_check_in_close: z.string(),
  is_check_in_open: z.boolean(),
  attendance: AttendanceRefSchema.nullable(),
});
export type ClassSession = z.infer<typeof ClassSessionSchema>;

/** GET class/{id}/: the course page's facts, when the class runs, and its sessions. */
export const ClassDetailSchema = CourseDetailSchema.omit({ section_list: true })
  .extend(ClassTimesSchema.shape)
  .extend({
    session_list: z.array(ClassSessionSchema),
    /** Required sessions the learner attended, of how many. */
    attended_count: z.number(),
    required_count: z.number(),
  });
export type ClassDetail = z.infer<typeof ClassDetailSchema>;

/**
 * GET class-program/{id}/: the course page's facts (enrolment in the program itself), when its
 * classes run, and the classes, each enrolled in on its own page.
 */
export const ClassProgramDetailSchema = CourseDetailSchema.omit({ section_list: true })
  .extend(ClassTimesSchema.shape)
  .extend({
    class_list: z.array(ProgramClassSchema),
    /** Required classes the learner completed, of how many. */
    completed_count: z.number(),
    required_count: z.number(),
  });
export type ClassProgramDetail = z.infer<typeof ClassProgramDetailSchema>;

/** GET class/{id}/session/{sessionid}/. */
export const ClassSessionDetailSchema = ClassSessionSchema.extend({
  class: z.object({ id: z.number(), title: z.string() }),
  /** The learner holds an active enrolment in the class (check-in allowed in the window). */
  is_enrolled: z.boolean(),
});
export type ClassSessionDetail = z.infer<typeof ClassSessionDetailSchema>;

export const ClassSessionParamSchema = z.object({
  id: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
  sessionid: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
});

/** POST check-in/: the token the session's QR code carries. */
export const CheckInTokenSchema = z
  .object({
    token: z
      .string({ error: 'this_field_is_required' })
      .min(16, 'invalid_token')
      .max(64, 'invalid_token')
      .regex(/^[A-Za-z0-9_-]+$/, 'invalid_token'),
  })
  .strict();

/** The answer of a check-in: the session, the source, when, and the class result after it. */
export const CheckInAnswerSchema = z.object({
  session_id: z.number(),
  class_id: z.number(),
  source: z.number(),
  datetime_check_in: z.string(),
  /** The learner was checked in already (nothing changed). */
  is_repeated: z.boolean(),
  class_result: z.object({ status: z.number(), percent: z.number() }),
});
export type CheckInAnswer = z.infer<typeof CheckInAnswerSchema>;

const minutes = z.number().int('invalid_value').min(0, 'invalid_value').max(1440, 'invalid_value');

/** Dashboard: a session's fields. Times are ISO instants (UTC or with an offset). */
export const SessionInputSchema = z
  .object({
    kind: z.enum(SESSION_KINDS, { error: 'invalid_choice' }),
    title_en: adminFields.name,
    title_th: adminFields.optionalName.default(''),
    datetime_start: z.iso.datetime({ offset: true, error: 'invalid_datetime' }),
    datetime_end: z.iso.datetime({ offset: true, error: 'invalid_datetime' }),
    time_zone: timeZone,
    place: adminFields.optionalName.default(''),
    online_url: webUrl.nullable().default(null),
    instructor_id: adminFields.id.nullable().default(null),
    checkin_open_minutes: minutes.default(30),
    checkin_close_minutes: minutes.default(30),
    is_required: z.boolean().default(true),
    sort: adminFields.sort.default(0),
    /** A live session's HLS playlist and replay (https or a path on the portal). */
    stream_url: streamUrl.nullable().default(null),
    replay_url: replayUrl.nullable().default(null),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (Date.parse(v.datetime_end) <= Date.parse(v.datetime_start))
      ctx.addIssue({ code: 'custom', path: ['datetime_end'], message: 'end_time_>_start_time' });
  });
export type SessionInput = z.infer<typeof SessionInputSchema>;

/** Dashboard: a session as the editor and the QR screen read it. */
export const AdminSessionSchema = z.object({
  id: z.number(),
  class_id: z.number(),
  kind: z.enum(SESSION_KINDS),
  title_en: z.string(),
  title_th: z.string(),
  datetime_start: z.string(),
  datetime_end: z.string(),
  time_zone: z.string(),
  place: z.string(),
  online_url: z.string().nullable(),
  instructor_id: z.number().nullable(),
  checkin_open_minutes: z.number(),
  checkin_close_minutes: z.number(),
  is_required: z.boolean(),
  sort: z.number(),
  /** The QR code's token (the QR encodes the webfront's check-in address with it). */
  checkin_token: z.string(),
  attendance_count: z.number(),
  stream_url: z.string().nullable(),
  replay_url: z.string().nullable(),
  /** SPEC §4 live status (live and conference sessions), moved by the scheduled job. */
  live_status: z.number(),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

export const AdminSessionParamSchema = z.object({
  id: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
  sessionId: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
});

/** Dashboard: one learner enrolled in the class with their check-in to the session, if any. */
export const AttendanceRowSchema = z.object({
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  status: z.number(),
  attendance: z
    .object({
      source: z.number(),
      reason: z.string(),
      datetime_check_in: z.string(),
      marked_by: z.string().nullable(),
    })
    .nullable(),
});
export type AttendanceRow = z.infer<typeof AttendanceRowSchema>;

/** Dashboard: mark a learner attended by hand, with the reason (audited). */
export const MarkAttendanceInputSchema = z
  .object({
    user_id: adminFields.id,
    reason: adminFields.name,
  })
  .strict();
export type MarkAttendanceInput = z.infer<typeof MarkAttendanceInputSchema>;

/**
 * Dashboard: a class cloned for a new run: the new class's code, and how many days later its
 * sessions (and enrolment and publish windows) fall than the original's.
 */
export const CloneClassInputSchema = z
  .object({
    code: adminFields.code,
    shift_days: z
      .number()
      .int('invalid_value')
      .min(-3650, 'invalid_value')
      .max(3650, 'invalid_value'),
  })
  .strict();
export type CloneClassInput = z.infer<typeof CloneClassInputSchema>;
export const CloneClassAnswerSchema = z.object({ id: z.number(), session_count: z.number() });
