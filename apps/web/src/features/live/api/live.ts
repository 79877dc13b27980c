import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInAnswer, LiveDetail, LiveSession, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';

/** Query keys of the live screens; joining refreshes them and the class pages. */
export const liveKeys = {
  all: () => ['live'] as const,
  list: (language: string, page: number) => ['live', 'list', language, page] as const,
  detail: (language: string, id: number) => ['live', 'detail', language, id] as const,
};

/** GET live/: a page of my upcoming and live sessions. */
export function useMyLive(page: number) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: liveKeys.list(language, page),
    queryFn: ({ signal }) =>
      api.get<Paged<LiveSession>>('live', { query: { page, lang: language }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET live/{id}/: a session with its status, and the stream or the meeting when enrolled. */
export function useLive(id: number) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: liveKeys.detail(language, id),
    queryFn: ({ signal }) =>
      api.get<LiveDetail>(`live/${id}`, { query: { lang: language }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    // The status is moved by the server's job each minute: look again now and then.
    refetchInterval: 60_000,
  });
}

/** POST live/{id}/join/: records the learner's attendance while the session is live. */
export function useJoinLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<CheckInAnswer>(`live/${id}/join`, {}),
    onSuccess: () =>
      Promise.all(
        [liveKeys.all(), ['schedule'], ['catalog'], ['library']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
