import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DiscussionList } from '@portal/shared';
import { api } from '@/api';
import { discussionKeys, type DiscussionScope } from './discussion-keys';

/** How many topics (or replies) one "load more" adds. */
export const DISCUSSION_PAGE_SIZE = 10;

/** The page after `last`, while the server says there is one. */
export const nextPage = (last: DiscussionList, pages: DiscussionList[]) =>
  last.next ? pages.length + 1 : undefined;

/** GET course|material/{id}/discussion/: one page of topics, newest or oldest first. */
export function getTopics(
  scope: DiscussionScope,
  id: number,
  ordering: string,
  page: number,
  signal?: AbortSignal,
) {
  return api.get<DiscussionList>(`${scope}/${id}/discussion`, {
    query: { page, page_size: DISCUSSION_PAGE_SIZE, ordering },
    signal,
    ignoreForbidden: true,
  });
}

export function topicsQueryOptions(scope: DiscussionScope, id: number, ordering: string) {
  return infiniteQueryOptions({
    queryKey: discussionKeys.topics(scope, id, ordering),
    queryFn: ({ pageParam, signal }) => getTopics(scope, id, ordering, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: id > 0,
    retry: false,
  });
}

export function useTopics(scope: DiscussionScope, id: number, ordering: string) {
  return useInfiniteQuery(topicsQueryOptions(scope, id, ordering));
}
