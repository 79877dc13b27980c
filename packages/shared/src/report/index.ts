import { z } from 'zod';
import { PageQuerySchema } from '../api';

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
export const REPORT_BREAKDOWNS = ['content', 'category', 'department'] as const;
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
export interface ReportCounts {
  /** Enrolments made (a learner's own result on a content, not one inside a course). */
  enrolled: number;
  /** Enrolments completed (status completed, completion time in the period). */
  completed: number;
  /** Different learners who recorded progress. */
  active_learners: number;
  /** Progress records (a learner watching, reading or answering). */
  activity: number;
}

export interface ReportPoint extends ReportCounts {
  /** First day of the bucket, YYYY-MM-DD. */
  date: string;
}

export interface ReportSummary {
  date_start: string;
  date_end: string;
  interval: 'day' | 'week';
  totals: ReportCounts;
  series: ReportPoint[];
}

export interface ReportBreakdownRow extends ReportCounts {
  /** Content id, category id ('' when none) or department name ('' when none). */
  key: string;
  /** Title or name in the requester's language; '' for "no category" / "no department". */
  name: string;
  /** Content kind, for the content breakdown. */
  kind: string | null;
}

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
