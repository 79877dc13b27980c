import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentCard,
  DashboardPlaylist,
  Paged,
  PlaylistDetail,
  PlaylistEditablePage,
  PlaylistGroup,
  PlaylistInput,
  PlaylistPatch,
  PlaylistProgressPage,
  PlaylistSummary,
  PlaylistTab,
} from '@portal/shared';
import { api } from '@/api';

const root = ['playlist'] as const;
const detailKey = (id: number) => [...root, 'detail', id] as const;

export function usePlaylists(tab: PlaylistTab, page: number) {
  return useQuery({
    queryKey: [...root, 'list', tab, page],
    queryFn: ({ signal }) =>
      api.get<Paged<PlaylistSummary>>('learning-playlist', {
        query: { tab, page, page_size: 12 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePlaylist(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api.get<PlaylistDetail>(`learning-playlist/${id}`, { signal }),
  });
}

export function useEditablePlaylists(contentId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...root, 'editable', contentId],
    queryFn: ({ signal }) =>
      api.get<PlaylistEditablePage>('learning-playlist/editable', {
        query: { content_id: contentId, page_size: 50 },
        signal,
      }),
    enabled,
  });
}

export function useFollowerProgress(id: number, page: number) {
  return useQuery({
    queryKey: [...root, 'progress', id, page],
    queryFn: ({ signal }) =>
      api.get<PlaylistProgressPage>(`learning-playlist/${id}/public-progress`, {
        query: { page, page_size: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Catalog search for the "add content" picker. */
export function useContentSearch(search: string) {
  return useQuery({
    queryKey: [...root, 'content-search', search],
    queryFn: ({ signal }) =>
      api.get<Paged<ContentCard>>('search', { query: { search, page_size: 10 }, signal }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useCreatePlaylist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaylistInput) => api.post<{ id: number }>('learning-playlist', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: root }),
  });
}

export function useDuplicatePlaylist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ id: number }>(`learning-playlist/${id}/duplicate`),
    onSuccess: () => void client.invalidateQueries({ queryKey: root }),
  });
}

export function useDeletePlaylist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`learning-playlist/${id}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: root }),
  });
}

/** Every change that answers the playlist again: the cache takes the answer. */
export function usePlaylistChange(id: number) {
  const client = useQueryClient();
  const settle = (detail: PlaylistDetail) => {
    client.setQueryData(detailKey(id), detail);
    void client.invalidateQueries({ queryKey: [...root, 'list'] });
    void client.invalidateQueries({ queryKey: [...root, 'editable'] });
  };
  const base = `learning-playlist/${id}`;
  return {
    update: useMutation({
      mutationFn: (body: PlaylistPatch) => api.patch<PlaylistDetail>(base, body),
      onSuccess: settle,
    }),
    addItem: useMutation({
      mutationFn: (contentId: number) =>
        api.post<PlaylistDetail>(`${base}/item`, { content_id: contentId }),
      onSuccess: settle,
    }),
    removeItem: useMutation({
      mutationFn: (itemId: number) => api.delete<PlaylistDetail>(`${base}/item/${itemId}`),
      onSuccess: settle,
    }),
    setRemoveable: useMutation({
      mutationFn: (input: { itemId: number; removeable: boolean }) =>
        api.patch<PlaylistDetail>(`${base}/item/${input.itemId}`, {
          is_removeable: input.removeable,
        }),
      onSuccess: settle,
    }),
    reorder: useMutation({
      mutationFn: (itemIds: number[]) =>
        api.put<PlaylistDetail>(`${base}/item/order`, { item_ids: itemIds }),
      onSuccess: settle,
    }),
    invite: useMutation({
      /** Invites into a group, or moves a collaborator (the same e-mail) to another group. */
      mutationFn: (input: { email: string; group: PlaylistGroup }) =>
        api.post<PlaylistDetail>(`${base}/collaborator`, input),
      onSuccess: settle,
    }),
    removeCollaborator: useMutation({
      mutationFn: (userId: number) => api.delete<void>(`${base}/collaborator/${userId}`),
      onSuccess: () => void client.invalidateQueries({ queryKey: root }),
    }),
    follow: useMutation({
      mutationFn: (shareProgress: boolean) =>
        api.put<PlaylistDetail>(`${base}/follow`, { share_progress: shareProgress }),
      onSuccess: settle,
    }),
    unfollow: useMutation({
      mutationFn: () => api.delete<void>(`${base}/follow`),
      onSuccess: () => void client.invalidateQueries({ queryKey: root }),
    }),
  };
}

/** Adds a content to one of my playlists from the content's page. */
export function useAddToPlaylist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { playlistId: number; contentId: number }) =>
      api.post<PlaylistDetail>(`learning-playlist/${input.playlistId}/item`, {
        content_id: input.contentId,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: root }),
  });
}

export function useModerationList(page: number, search: string) {
  return useQuery({
    queryKey: [...root, 'moderation', page, search],
    queryFn: ({ signal }) =>
      api.get<Paged<DashboardPlaylist>>('dashboard/learning-playlist', {
        query: { page, search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSetHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; hidden: boolean }) =>
      api.put<void>(`dashboard/learning-playlist/${input.id}/hidden`, {
        is_hidden: input.hidden,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...root, 'moderation'] }),
  });
}
