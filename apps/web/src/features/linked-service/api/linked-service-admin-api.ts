import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkedServiceAdmin, LinkedServiceInput, Paged } from '@portal/shared';
import { api } from '@/api';

const adminKey = ['linked-service', 'admin'] as const;

/** GET dashboard/linked-service/?page=&search= (superusers), paged on the server. */
export function useLinkedServicesAdmin(page: number, search: string) {
  return useQuery({
    queryKey: [...adminKey, page, search],
    queryFn: ({ signal }) =>
      api.get<Paged<LinkedServiceAdmin>>('dashboard/linked-service', {
        query: { page, search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST (new) or PUT (existing) dashboard/linked-service/. */
export function useSaveLinkedService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: LinkedServiceInput }) =>
      id === null
        ? api.post<LinkedServiceAdmin>('dashboard/linked-service', input)
        : api.put<LinkedServiceAdmin>(`dashboard/linked-service/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['linked-service'] }),
  });
}

/** DELETE dashboard/linked-service/{id}/. */
export function useDeleteLinkedService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`dashboard/linked-service/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['linked-service'] }),
  });
}
