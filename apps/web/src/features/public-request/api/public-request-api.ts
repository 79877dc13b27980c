import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Paged,
  PublicRequest,
  PublicRequestDetail,
  RequestFormCard,
  RequestFormView,
  SurveyAnswerInput,
} from '@portal/shared';
import { api } from '@/api';

const KEY = ['public-request'] as const;

/** GET public-request/form/: the published request forms. */
export function useRequestForms(page: number) {
  return useQuery({
    queryKey: [...KEY, 'forms', page],
    queryFn: ({ signal }) =>
      api.get<Paged<RequestFormCard>>('public-request/form', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET public-request/form/{id}/. */
export function useRequestForm(id: number) {
  return useQuery({
    queryKey: [...KEY, 'form', id],
    queryFn: ({ signal }) => api.get<RequestFormView>(`public-request/form/${id}`, { signal }),
  });
}

/** GET public-request/ (mine) or public-request/approval/ (waiting on me). */
export function useRequestList(side: 'mine' | 'approval', page: number, status?: string) {
  return useQuery({
    queryKey: [...KEY, 'list', side, page, status ?? ''],
    queryFn: ({ signal }) =>
      api.get<Paged<PublicRequest>>(
        side === 'mine' ? 'public-request' : 'public-request/approval',
        { query: { page, ...(status ? { status } : {}) }, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET public-request/{id}/. */
export function usePublicRequest(id: number) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<PublicRequestDetail>(`public-request/${id}`, { signal }),
    retry: false,
  });
}

/** The changes a requester or an approver makes; each answers the request as it is now. */
export function useRequestActions(id: number) {
  const client = useQueryClient();
  const done = (detail: PublicRequestDetail) => {
    client.setQueryData([...KEY, 'detail', id], detail);
    void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
  };
  return {
    save: useMutation({
      mutationFn: (answers: SurveyAnswerInput[]) =>
        api.put<PublicRequestDetail>(`public-request/${id}/answer`, { answers }),
      onSuccess: done,
    }),
    attach: useMutation({
      mutationFn: (file: { name: string; data: string }) =>
        api.post<PublicRequestDetail>(`public-request/${id}/attachment`, file),
      onSuccess: done,
    }),
    detach: useMutation({
      mutationFn: (attachmentId: number) =>
        api.delete<void>(`public-request/${id}/attachment/${attachmentId}`),
      onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'detail', id] }),
    }),
    submit: useMutation({
      mutationFn: () => api.post<PublicRequestDetail>(`public-request/${id}/submit`, {}),
      onSuccess: done,
    }),
    cancel: useMutation({
      mutationFn: () => api.post<PublicRequestDetail>(`public-request/${id}/cancel`, {}),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: () => api.delete<void>(`public-request/${id}`),
      onSuccess: () => {
        client.removeQueries({ queryKey: [...KEY, 'detail', id] });
        void client.invalidateQueries({ queryKey: [...KEY, 'list'] });
      },
    }),
    decide: useMutation({
      mutationFn: (args: { approve: boolean; comment: string }) =>
        api.post<PublicRequestDetail>(
          `public-request/${id}/${args.approve ? 'approve' : 'reject'}`,
          { comment: args.comment },
        ),
      onSuccess: done,
    }),
  };
}

/** POST public-request/: a new draft of a form. */
export function useCreateRequest() {
  return useMutation({
    mutationFn: (formId: number) =>
      api.post<PublicRequestDetail>('public-request', { form_id: formId }),
  });
}
