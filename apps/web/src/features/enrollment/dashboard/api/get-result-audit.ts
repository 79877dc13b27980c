import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, ResultAuditItem } from '@portal/shared';
import { api } from '@/api';
import { resultKeys } from './result-keys';

/** GET dashboard/learning-result/{id}/audit/: the result's status changes, newest first. */
export function getResultAudit(id: number, page: number, signal?: AbortSignal) {
  return api.get<Paged<ResultAuditItem>>(`dashboard/learning-result/${id}/audit`, {
    query: { page, page_size: 20 },
    signal,
  });
}

export function resultAuditQueryOptions(id: number, page: number) {
  return queryOptions({
    queryKey: resultKeys.audit(id, page),
    queryFn: ({ signal }) => getResultAudit(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useResultAudit(id: number | null, page: number) {
  return useQuery({ ...resultAuditQueryOptions(id ?? 0, page), enabled: id !== null });
}
