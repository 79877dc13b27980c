import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ConversationPage,
  Message,
  MessageHistory,
  MessengerGroup,
  MessengerPerson,
  Paged,
  SupportConversationPage,
} from '@portal/shared';
import { api, ApiError, type FieldErrors } from '@/api';
import { readCookie } from '@/api/cookies';

export const messengerKeys = {
  all: () => ['messenger'] as const,
  conversations: (page: number) => ['messenger', 'conversations', page] as const,
  unread: () => ['messenger', 'unread'] as const,
  history: (id: number) => ['messenger', 'history', id] as const,
  people: (search: string) => ['messenger', 'people', search] as const,
  groups: (page: number) => ['messenger', 'groups', page] as const,
  support: (page: number) => ['messenger', 'support', page] as const,
  supportHistory: (id: number) => ['messenger', 'support-history', id] as const,
};

const HISTORY_PAGE = 30;

/** GET messenger/conversation/: my conversations, newest message first, with unread counts. */
export function useConversations(page: number) {
  return useQuery({
    queryKey: messengerKeys.conversations(page),
    queryFn: ({ signal }) =>
      api.get<ConversationPage>('messenger/conversation', {
        query: { page },
        signal,
        cancelPrevious: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET messenger/unread-count/: read once, then kept by the messenger socket. */
export function useMessengerUnread(enabled: boolean) {
  return useQuery({
    queryKey: messengerKeys.unread(),
    queryFn: ({ signal }) => api.get<{ count: number }>('messenger/unread-count', { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** The history, newest page first; older pages are fetched with `before`. */
function useHistoryOf(key: readonly unknown[], path: string) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api.get<MessageHistory>(path, {
        query: { limit: HISTORY_PAGE, ...(pageParam ? { before: pageParam } : {}) },
        signal,
        cancelPrevious: false,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

export const useHistory = (id: number) =>
  useHistoryOf(messengerKeys.history(id), `messenger/conversation/${id}/message`);
export const useSupportHistory = (id: number) =>
  useHistoryOf(messengerKeys.supportHistory(id), `dashboard/support/${id}/message`);

/** The messages of the loaded pages, oldest first (as a chat reads). */
export function chronological(pages: MessageHistory[] | undefined): Message[] {
  return (pages ?? []).flatMap((p) => p.results).reverse();
}

export function useSend(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<Message>(
        `messenger/conversation/${id}/message`,
        { text },
        { cancelPrevious: false },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.all() }),
  });
}

/**
 * POST messenger/conversation/{id}/image/: the image itself is the body (its own Content-Type),
 * with the CSRF header the API client would send; the JSON client cannot send a file.
 */
export async function sendImage(id: number, file: File): Promise<Message> {
  const response = await fetch(`/api/messenger/conversation/${id}/image/`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': file.type,
      'X-CSRFToken': readCookie('csrftoken') ?? '',
    },
    body: file,
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (!response.ok)
    throw new ApiError({
      status: response.status,
      code: typeof body.code === 'string' ? body.code : 'error_occurs',
      detail: typeof body.detail === 'string' ? body.detail : response.statusText,
      errors: (body.errors as FieldErrors | undefined) ?? {},
    });
  return body as unknown as Message;
}

export function useSendImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendImage(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.all() }),
  });
}

export function useAnswerSupport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<Message>(`dashboard/support/${id}/message`, { text }, { cancelPrevious: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.all() }),
  });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<void>(`messenger/conversation/${id}/read`, {}, { cancelPrevious: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messenger', 'conversations'] }),
  });
}

function useOpen<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.post<{ id: number }>(path, body, { cancelPrevious: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.all() }),
  });
}
export const useOpenSupport = () => useOpen<Record<string, never>>('messenger/support');
export const useOpenPrivate = () => useOpen<{ user_id: number }>('messenger/conversation/private');
export const useOpenGroup = () =>
  useOpen<{ content_id: number } | { group_id: number }>('messenger/conversation/group');

export function useLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<void>(`messenger/conversation/${id}/leave`, {}, { cancelPrevious: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.all() }),
  });
}

export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) =>
      block
        ? api.post<void>(`messenger/block/${userId}`, {}, { cancelPrevious: false })
        : api.delete<void>(`messenger/block/${userId}`, { cancelPrevious: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.all() }),
  });
}

export function usePeople(search: string, enabled: boolean) {
  return useQuery({
    queryKey: messengerKeys.people(search),
    queryFn: ({ signal }) =>
      api.get<Paged<MessengerPerson>>('messenger/people', {
        query: { page: 1, page_size: 20, search: search || undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET messenger/group/: my groups, for "Message the group". */
export function useMyGroups(page: number) {
  return useQuery({
    queryKey: messengerKeys.groups(page),
    queryFn: ({ signal }) =>
      api.get<Paged<MessengerGroup>>('messenger/group', {
        query: { page, page_size: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET dashboard/support/: the learners' support conversations, unanswered first. */
export function useSupportDesk(page: number) {
  return useQuery({
    queryKey: messengerKeys.support(page),
    queryFn: ({ signal }) =>
      api.get<SupportConversationPage>('dashboard/support', {
        query: { page },
        signal,
        ignoreForbidden: true,
      }),
    placeholderData: keepPreviousData,
  });
}
