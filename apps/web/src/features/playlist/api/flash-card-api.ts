import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentCard,
  FlashCardSet,
  FlashCardSetInput,
  MyFlashCardSet,
  Paged,
} from '@portal/shared';
import { api } from '@/api';

const root = ['flash-card'] as const;

export function useFlashCardSet(id: number) {
  return useQuery({
    queryKey: [...root, 'set', id],
    queryFn: ({ signal }) => api.get<FlashCardSet>(`flash-card/${id}`, { signal }),
    enabled: id > 0,
    // A study session keeps its order: answers are not read back until it ends.
    refetchOnWindowFocus: false,
  });
}

/** GET flash-card/{id}/related/: other published sets of the set's category, a page at a time. */
export function useRelatedFlashCardSets(id: number, page: number, language: string) {
  return useQuery({
    queryKey: [...root, 'related', id, page, language],
    queryFn: ({ signal }) =>
      api.get<Paged<ContentCard>>(`flash-card/${id}/related`, {
        query: { page, lang: language },
        signal,
      }),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
}

export function useMyFlashCardSets(page: number) {
  return useQuery({
    queryKey: [...root, 'mine', page],
    queryFn: ({ signal }) =>
      api.get<Paged<MyFlashCardSet>>('flash-card/mine', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveFlashCardSet(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FlashCardSetInput) =>
      id
        ? api.put<FlashCardSet>(`flash-card/${id}`, body)
        : api.post<FlashCardSet>('flash-card', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: root }),
  });
}

export function useRequestApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<FlashCardSet>(`flash-card/${id}/request-approval`),
    onSuccess: () => void client.invalidateQueries({ queryKey: root }),
  });
}

export function useAnswerCard(setId: number) {
  return useMutation({
    mutationFn: (input: { cardId: number; knew: boolean }) =>
      api.post<{ card_id: number; box: number; due_at: string }>(
        `flash-card/${setId}/card/${input.cardId}/answer`,
        { knew: input.knew },
      ),
  });
}

export function useUploadCardImage() {
  return useMutation({
    mutationFn: (body: { name: string; data: string }) =>
      api.post<{ url: string }>('flash-card/image', body),
  });
}

/** Invalidates a set after a session, so the next one starts from the stored boxes. */
export function useRefreshSet() {
  const client = useQueryClient();
  return (id: number) => client.invalidateQueries({ queryKey: [...root, 'set', id] });
}
