import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  DashboardMaterialRequest,
  DashboardMaterialRequestDetail,
  Paged,
} from '@portal/shared';
import { api } from '@/api';

/** Query of dashboard/material-request/. */
export interface DashboardMaterialRequestQuery {
  page: number;
  search?: string;
  ordering?: string;
  status?: string;
}

const keys = {
  all: () => ['dashboard-material-request'] as const,
  list: (query: DashboardMaterialRequestQuery) =>
    ['dashboard-material-request', 'list', query] as const,
  detail: (id: number) => ['dashboard-material-request', 'detail', id] as const,
};

/** GET dashboard/material-request/: every learner's request, paged and searched on the server. */
export function useDashboardMaterialRequests(query: DashboardMaterialRequestQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<DashboardMaterialRequest>>('dashboard/material-request', {
        query: { ...query, search: query.search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET dashboard/material-request/{id}/: the request with what the learner wrote. */
export function materialRequestQueryOptions(id: number) {
  return queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      api.get<DashboardMaterialRequestDetail>(`dashboard/material-request/${id}`, { signal }),
  });
}

/** POST dashboard/material-request/{id}/approve/ or reject/ (reject needs a reason). */
export function useDecideMaterialRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      api.post<DashboardMaterialRequest>(
        `dashboard/material-request/${input.id}/${input.decision}`,
        input.reason ? { reason: input.reason } : {},
        { cancelPrevious: false },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}
