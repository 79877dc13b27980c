import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Paged,
  PublicLearningCard,
  PublicLearningDetail,
  PublicLearningProgress,
  PublicLearningResult,
  PublicProviderCard,
  PublicProviderDetail,
} from '@portal/shared';
import { api } from '@/api';

/** GET public-provider/: published public providers, newest first. */
export function usePublicProviders(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['public-learning', 'providers', page, pageSize],
    queryFn: ({ signal }) =>
      api.get<Paged<PublicProviderCard>>('public-provider', {
        query: { page, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET public-provider/{id}/. */
export function usePublicProvider(id: number) {
  return useQuery({
    queryKey: ['public-learning', 'provider', id],
    queryFn: ({ signal }) => api.get<PublicProviderDetail>(`public-provider/${id}`, { signal }),
    retry: false,
  });
}

/** GET public-provider/{id}/public-learning/: the provider's published items. */
export function useProviderLearning(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['public-learning', 'provider', id, 'items', page, pageSize],
    queryFn: ({ signal }) =>
      api.get<Paged<PublicLearningCard>>(`public-provider/${id}/public-learning`, {
        query: { page, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET public-learning/{id}/. */
export function usePublicLearning(id: number) {
  return useQuery({
    queryKey: ['public-learning', 'item', id],
    queryFn: ({ signal }) => api.get<PublicLearningDetail>(`public-learning/${id}`, { signal }),
    retry: false,
  });
}

const resultKey = (id: number) => ['public-learning', 'item', id, 'result'];

/** GET public-learning/{id}/learning-result/: the signed-in learner's result (or null). */
export function usePublicLearningResult(id: number, enabled: boolean) {
  return useQuery({
    queryKey: resultKey(id),
    queryFn: ({ signal }) =>
      api.get<PublicLearningResult>(`public-learning/${id}/learning-result`, { signal }),
    enabled,
  });
}

/** POST public-learning/{id}/learning-result/: start or complete. */
export function useRecordPublicLearning(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicLearningProgress) =>
      api.post<PublicLearningResult>(`public-learning/${id}/learning-result`, body),
    onSuccess: (data) => {
      client.setQueryData(resultKey(id), data);
      void client.invalidateQueries({ queryKey: ['library'] });
    },
  });
}
