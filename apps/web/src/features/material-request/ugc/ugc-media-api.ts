import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MaterialDetail,
  Paged,
  UgcMedia,
  UgcMediaInput,
  UgcMediaUpdate,
} from '@portal/shared';
import { api } from '@/api';

const keys = {
  all: () => ['ugc-media'] as const,
  list: (page: number) => ['ugc-media', 'list', page] as const,
  one: (id: number) => ['ugc-media', id] as const,
};

/** GET ugc-media/: the creator's own audio and video, paged on the server. */
export function useUgcMediaList(page: number) {
  return useQuery({
    queryKey: keys.list(page),
    queryFn: ({ signal }) => api.get<Paged<UgcMedia>>('ugc-media', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET ugc-media/{id}/: one of the creator's own. */
export function useUgcMedia(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => api.get<UgcMedia>(`ugc-media/${id}`, { signal }),
  });
}

/** GET material/{id}/: the material's signed stream address, for the maker's own player. */
export function useUgcPlayer(id: number) {
  return useQuery({
    queryKey: ['ugc-media', id, 'player'],
    queryFn: ({ signal }) => api.get<MaterialDetail>(`material/${id}`, { signal }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all() }),
      queryClient.invalidateQueries({ queryKey: ['material-request'] }),
    ]);
}

/** POST ugc-media/: a new draft (sent at once with `submit`). */
export function useCreateUgcMedia() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: UgcMediaInput) =>
      api.post<UgcMedia>('ugc-media', input, { cancelPrevious: false }),
    onSettled: invalidate,
  });
}

/** PUT ugc-media/{id}/: a draft, rejected or canceled one changed (and maybe sent). */
export function useUpdateUgcMedia(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: UgcMediaUpdate) =>
      api.put<UgcMedia>(`ugc-media/${id}`, input, { cancelPrevious: false }),
    onSettled: invalidate,
  });
}

/** POST ugc-media/{id}/request-approval/. */
export function useRequestUgcApproval(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      api.post<UgcMedia>(`ugc-media/${id}/request-approval`, {}, { cancelPrevious: false }),
    onSettled: invalidate,
  });
}
