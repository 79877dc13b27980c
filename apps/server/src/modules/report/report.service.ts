import {
  REPORT_DAILY_MAX_DAYS,
  REPORT_MAX_DAYS,
  defaultReportPeriod,
  periodDays,
  type Language,
  type ReportBreakdownQuery,
  type ReportPeriod,
  type ReportSummary,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import { validationError } from '@/lib/errors';
import { pageWindow } from '@/lib/paging';
import { periodBreakdown, periodSeries, periodTotals, type Range } from './report.repository';

const DAY_MS = 86_400_000;

/** Dashboard reports need dashboard_view_dashboard and this permission. */
export const REPORT_PERMISSION = 'dashboard_view_report';

/**
 * The period of SPEC §9: date_start and date_end as whole UTC days, both included; without
 * them, the last 30 days up to today. End before start, or a period past the longest one
 * allowed, is a 400 naming the field.
 */
export function resolvePeriod(query: ReportPeriod, today = new Date()) {
  const fallback = defaultReportPeriod(today);
  const dateEnd = query.date_end ?? fallback.date_end;
  const dateStart =
    query.date_start ?? defaultReportPeriod(new Date(Date.parse(dateEnd))).date_start;
  const days = periodDays(dateStart, dateEnd);
  if (days < 1) throw validationError({ date_end: ['end_time_must_be_after_start_time'] });
  if (days > REPORT_MAX_DAYS) throw validationError({ date_start: ['period_too_long'] });
  const range: Range = {
    start: new Date(Date.parse(dateStart)),
    end: new Date(Date.parse(dateEnd) + DAY_MS),
  };
  const interval: 'day' | 'week' = days > REPORT_DAILY_MAX_DAYS ? 'week' : 'day';
  return { dateStart, dateEnd, range, interval };
}

/** Totals and the day (or week) series of enrolments, completions and activity. */
export async function reportSummary(db: Executor, query: ReportPeriod): Promise<ReportSummary> {
  const period = resolvePeriod(query);
  const [totals, series] = await Promise.all([
    periodTotals(db, period.range),
    periodSeries(db, period.range, period.interval),
  ]);
  return {
    date_start: period.dateStart,
    date_end: period.dateEnd,
    interval: period.interval,
    totals,
    series,
  };
}

/** A page of the breakdown by content, content kind (programs included), category or department. */
export async function reportBreakdown(
  db: Executor,
  query: ReportBreakdownQuery,
  language: Language,
  configuredPageSize: number,
) {
  const period = resolvePeriod(query);
  const { page, pageSize, offset } = pageWindow(query, configuredPageSize);
  const { rows, total } = await periodBreakdown(db, period.range, {
    by: query.by,
    language,
    search: query.search ?? '',
    ordering: query.ordering ?? '-enrolled',
    limit: pageSize,
    offset,
  });
  return { rows, total, page, pageSize, period };
}
