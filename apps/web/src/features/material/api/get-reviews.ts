import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '@portal/shared';
import { api } from '@/api';
import { materialKeys, type ReviewTarget } from './material-keys';

/** GET material/{id}/review/ (or course/{id}/review/): a page of reviews with the summary and the learner's own. */
export function getReviews(
  id: number,
  page: number,
  ordering: string,
  signal?: AbortSignal,
  target: ReviewTarget = 'material',
) {
  return api.get<ReviewList>(`${target}/${id}/review`, {
    query: { page, ordering: ordering || undefined },
    signal,
    ignoreForbidden: true,
  });
}

export function reviewsQueryOptions(
  id: number,
  page: number,
  ordering: string,
  target: ReviewTarget = 'material',
) {
  return queryOptions({
    queryKey: materialKeys.reviews(id, page, ordering, target),
    queryFn: ({ signal }) => getReviews(id, page, ordering, signal, target),
    enabled: id > 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useReviews(
  id: number,
  page: number,
  ordering: string,
  target: ReviewTarget = 'material',
) {
  return useQuery(reviewsQueryOptions(id, page, ordering, target));
}
