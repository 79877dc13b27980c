import { z } from 'zod';
import { pagedSchema } from '../learning/schemas';
import { PageQuerySchema } from '../api';
import { PROGRAM_KINDS } from '../learning/program-kinds';

/** SPEC §9: the filter period defaults to the last 30 days up to today. */
export const REPORT_DEFAULT_DAYS = 30;
/** Longest period a report covers (about three years). */
export const REPORT_MAX_DAYS = 1100;
/** Periods longer than this are grouped by week instead of by day. */
export const REPORT_DAILY_MAX_DAYS = 92;

const DAY_MS = 86_400_000;
const day = z.iso.date({ error: 'invalid_date' });

/** The period of a report: date_start and date_end as YYYY-MM-DD, both days included. */
export const ReportPeriodSchema = z.object({
  date_start: day.optional(),
  date_end: day.optional(),
  format: z.literal('json').optional(),
});
export type ReportPeriod = z.infer<typeof ReportPeriodSchema>;

/** What a breakdown table groups by. */
export const REPORT_BREAKDOWNS = ['content', 'kind', 'category', 'department'] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

/** Orderings of a breakdown table (`-` for descending). */
export const REPORT_ORDERINGS = [
  '-enrolled',
  'enrolled',
  '-completed',
  'completed',
  '-active_learners',
  'active_learners',
  '-activity',
  'activity',
  'name',
  '-name',
] as const;
export type ReportOrdering = (typeof REPORT_ORDERINGS)[number];

export const ReportBreakdownQuerySchema = PageQuerySchema.extend({
  by: z.enum(REPORT_BREAKDOWNS, { error: 'invalid_choice' }),
  ordering: z.enum(REPORT_ORDERINGS, { error: 'invalid_choice' }).optional(),
  date_start: day.optional(),
  date_end: day.optional(),
});
export type ReportBreakdownQuery = z.infer<typeof ReportBreakdownQuerySchema>;

/** Counts of one day or week (or of the whole period). */
export const ReportCountsSchema = z.object({
  /** Enrolments made (a learner's own result on a content, not one inside a course). */
  enrolled: z.number(),
  /** Enrolments completed (status completed, completion time in the period). */
  completed: z.number(),
  /** Different learners who recorded progress. */
  active_learners: z.number(),
  /** Progress records (a learner watching, reading or answering). */
  activity: z.number(),
});
export type ReportCounts = z.infer<typeof ReportCountsSchema>;

export const ReportPointSchema = ReportCountsSchema.extend({
  /** First day of the bucket, YYYY-MM-DD. */
  date: z.string(),
});
export type ReportPoint = z.infer<typeof ReportPointSchema>;

/** Answer of GET dashboard/report/summary/. */
export const ReportSummarySchema = z.object({
  date_start: z.string(),
  date_end: z.string(),
  interval: z.enum(['day', 'week']),
  totals: ReportCountsSchema,
  series: z.array(ReportPointSchema),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportBreakdownRowSchema = ReportCountsSchema.extend({
  /** Content id, category id ('' when none) or department name ('' when none). */
  key: z.string(),
  /** Title or name in the requester's language; '' for "no category" / "no department". */
  name: z.string(),
  /** Content kind, for the content breakdown. */
  kind: z.string().nullable(),
});
export type ReportBreakdownRow = z.infer<typeof ReportBreakdownRowSchema>;

/** Answer of GET dashboard/report/breakdown/: a page of rows and the period they cover. */
export const ReportBreakdownPageSchema = pagedSchema(ReportBreakdownRowSchema).extend({
  date_start: z.string(),
  date_end: z.string(),
});

/** YYYY-MM-DD of a date in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The default period: the last 30 days up to `today`. */
export function defaultReportPeriod(today = new Date()): { date_start: string; date_end: string } {
  return {
    date_start: isoDay(new Date(today.getTime() - REPORT_DEFAULT_DAYS * DAY_MS)),
    date_end: isoDay(today),
  };
}

/** Whole days from date_start to date_end, both included. */
export function periodDays(dateStart: string, dateEnd: string): number {
  return Math.round((Date.parse(dateEnd) - Date.parse(dateStart)) / DAY_MS) + 1;
}
export * from './desk';

/** What the program report groups by: each program, or each program kind. */
export const PROGRAM_REPORT_GROUPS = ['program', 'kind'] as const;
export type ProgramReportGroup = (typeof PROGRAM_REPORT_GROUPS)[number];

/** Orderings of the program report (`-` for descending). */
export const PROGRAM_REPORT_ORDERINGS = [
  '-enrolled',
  'enrolled',
  '-in_progress',
  'in_progress',
  '-completed',
  'completed',
  '-overdue',
  'overdue',
  'name',
  '-name',
] as const;
export type ProgramReportOrdering = (typeof PROGRAM_REPORT_ORDERINGS)[number];

/** Query of GET dashboard/report/program/ (and of its export/). */
export const ProgramReportQuerySchema = PageQuerySchema.extend({
  by: z.enum(PROGRAM_REPORT_GROUPS, { error: 'invalid_choice' }).default('program'),
  kind: z.enum(PROGRAM_KINDS, { error: 'invalid_choice' }).optional(),
  ordering: z.enum(PROGRAM_REPORT_ORDERINGS, { error: 'invalid_choice' }).optional(),
});
export type ProgramReportQuery = z.input<typeof ProgramReportQuerySchema>;

/**
 * Where the learners of a program (or of all programs of a kind) stand now: learners enrolled
 * (a result of their own, not cancelled or rejected), of them in progress (SPEC §4 "doing") and
 * completed, and learners overdue (a live assignment whose deadline passed, the program not
 * completed).
 */
export const ProgramReportRowSchema = z.object({
  /** Program id, or the kind when grouped by kind. */
  key: z.string(),
  code: z.string(),
  /** Title (or kind name) in the requester's language. */
  name: z.string(),
  kind: z.enum(PROGRAM_KINDS),
  enrolled: z.number(),
  in_progress: z.number(),
  completed: z.number(),
  overdue: z.number(),
});
export type ProgramReportRow = z.infer<typeof ProgramReportRowSchema>;

export const ProgramReportPageSchema = pagedSchema(ProgramReportRowSchema);
