import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DiscussionEdit,
  DiscussionInput,
  DiscussionLike,
  DiscussionPost,
  DiscussionSubscription,
  DiscussionTopicInput,
} from '@portal/shared';
import { api } from '@/api';
import { discussionKeys, type DiscussionScope } from './discussion-keys';

/** A refused post (not enrolled, not the author) is shown on the form, not as /error/403. */
const quiet = { ignoreForbidden: true } as const;

/** POST course|material/{id}/discussion/: starts a topic. */
export function createTopic(scope: DiscussionScope, id: number, input: DiscussionTopicInput) {
  return api.post<DiscussionPost>(`${scope}/${id}/discussion`, input, quiet);
}

/** POST discussion/{id}/reply/: answers a topic. */
export function createReply(topicId: number, input: DiscussionInput) {
  return api.post<DiscussionPost>(`discussion/${topicId}/reply`, input, quiet);
}

/** PATCH discussion/{id}/: the author rewrites their topic or reply. */
export function editPost(postId: number, input: DiscussionEdit) {
  return api.patch<DiscussionPost>(`discussion/${postId}`, input, quiet);
}

/** DELETE discussion/{id}/: the author (or a moderator) removes a topic or reply. */
export function deletePost(postId: number) {
  return api.delete<unknown>(`discussion/${postId}`, quiet);
}

/** PATCH dashboard/discussion/{id}/: a moderator hides a post from learners or shows it again. */
export function moderatePost(postId: number, isHidden: boolean) {
  return api.patch<DiscussionPost>(
    `dashboard/discussion/${postId}`,
    { is_hidden: isHidden },
    quiet,
  );
}

/** PUT (like) or DELETE (take back) discussion/{id}/like/. */
export function likePost(postId: number, like: boolean) {
  return api.request<DiscussionLike>(like ? 'PUT' : 'DELETE', `discussion/${postId}/like`, {
    ...quiet,
  });
}

/** PUT (follow) or DELETE (stop) discussion/{id}/subscription/: new replies to the topic. */
export function subscribeTopic(topicId: number, subscribe: boolean) {
  return api.request<DiscussionSubscription>(
    subscribe ? 'PUT' : 'DELETE',
    `discussion/${topicId}/subscription`,
    { ...quiet },
  );
}

/** A mutation that refreshes every discussion list once it has settled. */
function useDiscussionMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discussionKeys.all() }),
  });
}

export function useCreateTopic(scope: DiscussionScope, id: number) {
  return useDiscussionMutation((input: DiscussionTopicInput) => createTopic(scope, id, input));
}

export function useCreateReply(topicId: number) {
  return useDiscussionMutation((input: DiscussionInput) => createReply(topicId, input));
}

export function useEditPost(postId: number) {
  return useDiscussionMutation((input: DiscussionEdit) => editPost(postId, input));
}

export function useDeletePost(postId: number) {
  return useDiscussionMutation(() => deletePost(postId));
}

export function useModeratePost(postId: number) {
  return useDiscussionMutation((isHidden: boolean) => moderatePost(postId, isHidden));
}

export function useLikePost(postId: number) {
  return useDiscussionMutation((like: boolean) => likePost(postId, like));
}

export function useSubscribeTopic(topicId: number) {
  return useDiscussionMutation((subscribe: boolean) => subscribeTopic(topicId, subscribe));
}
