import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogEntry, Paged } from '@portal/shared';
import { api } from '@/api';

/** A row of dashboard/log/: who changed what, when, from where, with the input given. */
export type AuditLogRow = AuditLogEntry;

/** Query of dashboard/log/ as the screen keeps it (strings from the URL). */
export interface AuditLogQuery {
  page: number;
  search?: string;
  log_group?: string;
  actor?: string;
  date_start?: string;
  date_end?: string;
}

export const auditLogKeys = {
  all: () => ['dashboard', 'log'] as const,
  list: (query: AuditLogQuery) => ['dashboard', 'log', 'list', query] as const,
  groups: () => ['dashboard', 'log', 'groups'] as const,
};

/** GET dashboard/log/: newest first; the last 30 days when no period is given. Superusers. */
export function getAuditLog(
  query: AuditLogQuery,
  signal?: AbortSignal,
): Promise<Paged<AuditLogRow>> {
  return api.get<Paged<AuditLogRow>>('dashboard/log', {
    query: { ...query, search: query.search || undefined },
    signal,
    ignoreForbidden: true,
  });
}

export function auditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}
