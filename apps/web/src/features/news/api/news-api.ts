import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminNewsRow,
  NewsCard,
  NewsDetail,
  NewsInput,
  NewsKind,
  Paged,
} from '@portal/shared';
import { api } from '@/api';

/** GET news/ or informative/: published items, pinned first then newest. */
export function useNewsList(kind: NewsKind, page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: ['news', kind, 'list', page, pageSize],
    queryFn: ({ signal }) =>
      api.get<Paged<NewsCard>>(kind, {
        query: { page, page_size: pageSize },
        signal,
        cancelPrevious: false,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET news/{id}/ or informative/{id}/. */
export function useNewsItem(kind: NewsKind, id: number) {
  return useQuery({
    queryKey: ['news', kind, 'item', id],
    queryFn: ({ signal }) => api.get<NewsDetail>(`${kind}/${id}`, { signal }),
    retry: false,
  });
}

/** GET dashboard/{kind}/: every item, newest first. */
export function useAdminNews(kind: NewsKind, page: number, search: string) {
  return useQuery({
    queryKey: ['dashboard', 'news', kind, page, search],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminNewsRow>>(`dashboard/${kind}`, { query: { page, search }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET dashboard/{kind}/{id}/. */
export function useAdminNewsItem(kind: NewsKind, id: number | null) {
  return useQuery({
    queryKey: ['dashboard', 'news', kind, 'item', id],
    queryFn: ({ signal }) => api.get<AdminNewsRow>(`dashboard/${kind}/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** POST (new) or PATCH (id) dashboard/{kind}/; DELETE dashboard/{kind}/{id}/. */
export function useSaveNews(kind: NewsKind) {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: ['dashboard', 'news', kind] });
  const save = useMutation({
    mutationFn: (args: { id: number | null; input: NewsInput }) =>
      args.id === null
        ? api.post<AdminNewsRow>(`dashboard/${kind}`, args.input)
        : api.patch<AdminNewsRow>(`dashboard/${kind}/${args.id}`, args.input),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<void>(`dashboard/${kind}/${id}`),
    onSuccess: invalidate,
  });
  return { save, remove };
}
