import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage, NotificationPreference, UnreadCount } from '@portal/shared';
import { api } from '@/api';

export interface NotificationQuery {
  page: number;
  /** 'false': only the unread ones. */
  read?: 'false';
  page_size?: number;
}

export const notificationKeys = {
  all: () => ['notification'] as const,
  list: (query: NotificationQuery) => ['notification', 'list', query] as const,
  unread: () => ['notification', 'unread'] as const,
  preference: () => ['notification', 'preference'] as const,
};

/** GET notification/: the reader's notifications, newest first, paged on the server. */
export function useNotifications(query: NotificationQuery, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<NotificationPage>('notification', {
        query: { ...query },
        signal,
        cancelPrevious: false,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * GET notification/unread-count/: read once; after that the bell's socket writes the count
 * into this query (no polling).
 */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.get<UnreadCount>('notification/unread-count', { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** POST notification/{id}/read/ */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<void>(`notification/${id}/read`, {}, { cancelPrevious: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all() }),
  });
}

/** POST notification/read-all/ */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('notification/read-all', {}, { cancelPrevious: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all() }),
  });
}

/** GET notification/preference/ */
export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preference(),
    queryFn: ({ signal }) =>
      api.get<{ results: NotificationPreference[] }>('notification/preference', { signal }),
  });
}

/** PUT notification/preference/ */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (results: NotificationPreference[]) =>
      api.put<{ results: NotificationPreference[] }>(
        'notification/preference',
        { results },
        { cancelPrevious: false },
      ),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.preference(), data),
  });
}

/** GET notification/unsubscribe/?token=: no sign-in; the token names the person and kind. */
export function useUnsubscribe(token: string) {
  return useQuery({
    queryKey: ['notification', 'unsubscribe', token],
    queryFn: ({ signal }) =>
      api.get<{ kind: NotificationPreference['kind'] }>('notification/unsubscribe', {
        query: { token },
        signal,
      }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}
