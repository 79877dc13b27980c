import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaterialRequest, MaterialRequestInput, Paged } from '@portal/shared';
import { api } from '@/api';

/** Query of GET material-request/: the learner's own requests. */
export interface MaterialRequestQuery {
  page: number;
  status?: string;
}

const keys = {
  all: () => ['material-request'] as const,
  list: (query: MaterialRequestQuery) => ['material-request', 'list', query] as const,
};

/** GET material-request/: the creator's requests, newest first, paged on the server. */
export function useMaterialRequests(query: MaterialRequestQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<MaterialRequest>>('material-request', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST material-request/: sends a new material for approval. */
export function useCreateMaterialRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MaterialRequestInput) =>
      api.post<MaterialRequest>('material-request', input, { cancelPrevious: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** POST material-request/{id}/cancel/: takes back a request still waiting. */
export function useCancelMaterialRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<MaterialRequest>(`material-request/${id}/cancel`, {}, { cancelPrevious: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}
