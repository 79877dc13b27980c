import { z } from 'zod';
import { PROGRAM_ROUTE, isProgramKind } from '../learning/program-kinds';

/**
 * The calendar (issue 16 item 7): what is when, from several sources (assignment deadlines,
 * enrolment windows; class sessions when they land). Every item has the same shape whatever its
 * source, so the web, the iCalendar feed and a new source agree.
 */
export const CALENDAR_ITEM_KINDS = [
  'assignment_deadline',
  'enrollment_window',
  'class_session',
] as const;
export type CalendarItemKind = (typeof CALENDAR_ITEM_KINDS)[number];

/** The longest range one calendar request may ask for, in days. */
export const CALENDAR_MAX_DAYS = 100;
/** The most items one calendar answer holds; `truncated` says when more matched. */
export const CALENDAR_MAX_ITEMS = 500;

export const CalendarItemSchema = z.object({
  /** Unique and stable across requests: kind, source row and content (the feed's UID). */
  key: z.string(),
  kind: z.enum(CALENDAR_ITEM_KINDS),
  /** The source row's id (assignment, content). */
  id: z.number(),
  title: z.object({ en: z.string(), th: z.string() }),
  start_at: z.string(),
  end_at: z.string().nullable(),
  all_day: z.boolean(),
  /** IANA zone the item was planned in, when its source knows one (sessions); times are UTC. */
  time_zone: z.string().nullable(),
  /** The webfront path the item opens. */
  link: z.string(),
  /** The learner's own result status on the item's content, null when none. */
  status: z.number().nullable(),
});
export type CalendarItem = z.infer<typeof CalendarItemSchema>;

/** GET calendar/conflict/: two of my sessions that overlap in time (SPEC §2 /conflict). */
export const CalendarConflictSchema = z.object({
  first: CalendarItemSchema,
  second: CalendarItemSchema,
});
export type CalendarConflict = z.infer<typeof CalendarConflictSchema>;

export const CalendarAnswerSchema = z.object({
  results: z.array(CalendarItemSchema),
  truncated: z.boolean(),
});
export type CalendarAnswer = z.infer<typeof CalendarAnswerSchema>;

/** `from` and `to` are ISO instants (or dates); `to` after `from`, at most CALENDAR_MAX_DAYS. */
export const CalendarQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true }).or(z.iso.date()),
    to: z.iso.datetime({ offset: true }).or(z.iso.date()),
  })
  .superRefine((q, ctx) => {
    const from = Date.parse(q.from);
    const to = Date.parse(q.to);
    if (!(to > from)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_order' });
    else if (to - from > CALENDAR_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_too_long' });
  });
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

/** The learner's iCalendar feed: whether one is active; the URL only right after it is made. */
export const CalendarFeedSchema = z.object({
  is_active: z.boolean(),
  datetime_create: z.string().nullable(),
  /** The full feed URL, answered once when the token is made or rotated (only its hash is kept). */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** The feed's path for a token (outside /api, no sign-in). */
export function calendarFeedPath(token: string): string {
  return `/calendar/feed/${token}.ics`;
}

/** The webfront page of a content of a kind. */
export function contentPagePath(kind: string, id: number): string {
  if (isProgramKind(kind)) return `/${PROGRAM_ROUTE[kind]}/${id}`;
  if (kind === 'test') return `/test/${id}`;
  if (kind === 'survey') return `/survey/${id}`;
  return `/course/${id}`;
}

/** A test attempt on the learner's grades page (issue 17 item 5). */
export const GRADE_STATES = ['passed', 'failed', 'waiting'] as const;
export type GradeState = (typeof GRADE_STATES)[number];

export const GradeItemSchema = z.object({
  id: z.number(),
  test: z.object({ id: z.number(), code: z.string(), title: z.string() }),
  attempt_no: z.number(),
  /** Null while waiting for marking. */
  score: z.number().nullable(),
  max_score: z.number(),
  percent: z.number().nullable(),
  pass_percent: z.number(),
  state: z.enum(GRADE_STATES),
  datetime_submit: z.string(),
  /** The webfront page of the attempt's result. */
  link: z.string(),
});
export type GradeItem = z.infer<typeof GradeItemSchema>;
