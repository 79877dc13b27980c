import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRequestForm,
  AdminRequestFormRow,
  Paged,
  PublicRequest,
  RequestFormInputDraft,
} from '@portal/shared';
import { api } from '@/api';

const KEY = ['dashboard', 'public-request'] as const;

/** GET dashboard/public-request-form/. */
export function useAdminRequestForms(page: number) {
  return useQuery({
    queryKey: [...KEY, 'forms', page],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminRequestFormRow>>('dashboard/public-request-form', {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET dashboard/public-request-form/{id}/ (none for a new form). */
export function useAdminRequestForm(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'form', id],
    queryFn: ({ signal }) =>
      api.get<AdminRequestForm>(`dashboard/public-request-form/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** POST (new) or PUT (id) dashboard/public-request-form/. */
export function useSaveRequestForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: number | null; input: RequestFormInputDraft }) =>
      args.id === null
        ? api.post<AdminRequestForm>('dashboard/public-request-form', args.input)
        : api.put<AdminRequestForm>(`dashboard/public-request-form/${args.id}`, args.input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** GET dashboard/public-request/: submitted requests, by status. */
export function useAdminRequests(page: number, status: string) {
  return useQuery({
    queryKey: [...KEY, 'list', page, status],
    queryFn: ({ signal }) =>
      api.get<Paged<PublicRequest>>('dashboard/public-request', {
        query: { page, ...(status ? { status } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
