import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DiscussionList } from '@portal/shared';
import { api } from '@/api';
import { discussionKeys } from './discussion-keys';
import { DISCUSSION_PAGE_SIZE, nextPage } from './get-topics';

/** GET discussion/{id}/reply/: one page of a topic's replies, oldest first. */
export function getReplies(topicId: number, page: number, signal?: AbortSignal) {
  return api.get<DiscussionList>(`discussion/${topicId}/reply`, {
    query: { page, page_size: DISCUSSION_PAGE_SIZE },
    signal,
    ignoreForbidden: true,
  });
}

export function repliesQueryOptions(topicId: number) {
  return infiniteQueryOptions({
    queryKey: discussionKeys.replies(topicId),
    queryFn: ({ pageParam, signal }) => getReplies(topicId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: false,
  });
}

export function useReplies(topicId: number, enabled: boolean) {
  return useInfiniteQuery({ ...repliesQueryOptions(topicId), enabled });
}
