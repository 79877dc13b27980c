import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotDetail } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { playerKeys } from './player-keys';

/** GET course/{id}/slot/{slotid}/: the slot's material for the player, with the learner's place. */
export function getSlot(
  language: string,
  courseId: number,
  slotId: number,
  signal?: AbortSignal,
): Promise<SlotDetail> {
  // The player explains a refusal itself (enrol first) instead of the global 403 page.
  return api.get<SlotDetail>(`course/${courseId}/slot/${slotId}`, {
    query: { lang: language },
    signal,
    ignoreForbidden: true,
  });
}

export function slotQueryOptions(language: string, courseId: number, slotId: number) {
  return queryOptions({
    queryKey: playerKeys.slot(language, courseId, slotId),
    queryFn: ({ signal }) => getSlot(language, courseId, slotId, signal),
    enabled: courseId > 0 && slotId > 0,
    retry: false,
    // The position comes from the server each time the slot opens (a second device moved it).
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useSlot(courseId: number, slotId: number, enabled: boolean) {
  const options = slotQueryOptions(useContentLanguage(), courseId, slotId);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}
