import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Paged, ScormAttempt, ScormLaunch } from '@portal/shared';
import { api } from '@/api';
import { useProfile } from '@/core/session';
import { answerLanguage } from '@/i18n/language';
import { scormKeys, type ScormIds } from './get-scorm-launch';

const query = (ids: ScormIds) => ({ course: ids.courseId, slot: ids.slotId });

/** GET scorm/{id}/attempt/: the learner's attempts on the package, newest first, paged. */
export function useScormAttempts(ids: ScormIds, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...scormKeys.all, ids.contentId, 'attempts', ids.courseId, ids.slotId, page],
    queryFn: ({ signal }) =>
      api.get<Paged<ScormAttempt>>(`scorm/${ids.contentId}/attempt`, {
        query: { ...query(ids), page, page_size: 5 },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST scorm/{id}/attempt/: begins a new attempt. Its launch replaces the cached one, which
 * restarts the frame's runtime from the beginning; the attempts list refreshes.
 */
export function useStartScormAttempt(ids: ScormIds) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = answerLanguage(useProfile()?.language, i18n.language);
  return useMutation({
    mutationFn: () =>
      api.post<ScormLaunch>(`scorm/${ids.contentId}/attempt`, {}, { query: query(ids) }),
    onSuccess: (launch) => {
      queryClient.setQueryData(scormKeys.launch(ids, language), launch);
      void queryClient.invalidateQueries({
        queryKey: [...scormKeys.all, ids.contentId, 'attempts'],
      });
    },
  });
}
