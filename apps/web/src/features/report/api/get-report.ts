import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Paged,
  ProgramKind,
  ProgramReportGroup,
  ProgramReportOrdering,
  ProgramReportRow,
  ReportBreakdown,
  ReportBreakdownRow,
  ReportOrdering,
  ReportSummary,
} from '@portal/shared';
import { api } from '@/api';

const reportKeys = {
  all: ['dashboard', 'report'] as const,
  summary: (period: Period) => [...reportKeys.all, 'summary', period] as const,
  breakdown: (query: BreakdownQuery) => [...reportKeys.all, 'breakdown', query] as const,
};

/** The period in the URL; absent dates mean the server's default (last 30 days). */
export interface Period {
  date_start?: string;
  date_end?: string;
}

export interface BreakdownQuery extends Period {
  by: ReportBreakdown;
  page: number;
  search?: string;
  ordering?: ReportOrdering;
}

/** A breakdown row with its place on the page (the list's row key). */
export type NumberedRow = ReportBreakdownRow & { row_no: number };

/** GET dashboard/report/summary/: totals and the day (or week) series of the period. */
export function getReportSummary(period: Period, signal?: AbortSignal) {
  return api.get<ReportSummary>('dashboard/report/summary', {
    query: { ...period },
    signal,
    ignoreForbidden: true,
  });
}

export function useReportSummary(period: Period) {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.summary(period),
      queryFn: ({ signal }) => getReportSummary(period, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}

/** GET dashboard/report/breakdown/: a page of counts by content, category or department. */
export async function getReportBreakdown(
  query: BreakdownQuery,
  signal?: AbortSignal,
): Promise<Paged<NumberedRow>> {
  const page = await api.get<Paged<ReportBreakdownRow>>('dashboard/report/breakdown', {
    query: { ...query, search: query.search || undefined },
    signal,
    ignoreForbidden: true,
  });
  return { ...page, results: page.results.map((row, i) => ({ ...row, row_no: i })) };
}

export function useReportBreakdown(query: BreakdownQuery) {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.breakdown(query),
      queryFn: ({ signal }) => getReportBreakdown(query, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}

export interface ProgramReportParams {
  by: ProgramReportGroup;
  kind?: ProgramKind;
  page: number;
  search?: string;
  ordering?: ProgramReportOrdering;
}

/** The program report's query as the API takes it (empty filters left out). */
export function programReportQuery(query: ProgramReportParams) {
  return { ...query, kind: query.kind || undefined, search: query.search || undefined };
}

/** A program report row with its place on the page (the list's row key). */
export type NumberedProgramRow = ProgramReportRow & { row_no: number };

/** GET dashboard/report/program/: learners enrolled, in progress, completed, overdue now. */
export async function getProgramReport(
  query: ProgramReportParams,
  signal?: AbortSignal,
): Promise<Paged<NumberedProgramRow>> {
  const page = await api.get<Paged<ProgramReportRow>>('dashboard/report/program', {
    query: programReportQuery(query),
    signal,
    ignoreForbidden: true,
  });
  return { ...page, results: page.results.map((row, i) => ({ ...row, row_no: i })) };
}

export function useProgramReport(query: ProgramReportParams) {
  return useQuery(
    queryOptions({
      queryKey: [...reportKeys.all, 'program', query],
      queryFn: ({ signal }) => getProgramReport(query, signal),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}
