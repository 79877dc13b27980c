import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '@portal/shared';
import { api } from '@/api';
import { materialKeys } from './material-keys';

/** GET material/{id}/review/: a page of reviews with the summary and the learner's own. */
export function getReviews(id: number, page: number, ordering: string, signal?: AbortSignal) {
  return api.get<ReviewList>(`material/${id}/review`, {
    query: { page, ordering: ordering || undefined },
    signal,
    ignoreForbidden: true,
  });
}

export function reviewsQueryOptions(id: number, page: number, ordering: string) {
  return queryOptions({
    queryKey: materialKeys.reviews(id, page, ordering),
    queryFn: ({ signal }) => getReviews(id, page, ordering, signal),
    enabled: id > 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useReviews(id: number, page: number, ordering: string) {
  return useQuery(reviewsQueryOptions(id, page, ordering));
}
