import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ScormLaunch } from '@portal/shared';
import { api } from '@/api';
import { useProfile } from '@/core/session';
import { answerLanguage } from '@/i18n/language';

/** Which package, launched from which course slot. */
export interface ScormIds {
  courseId: number;
  slotId: number;
  contentId: number;
}

export const scormKeys = {
  all: ['scorm'] as const,
  launch: (ids: ScormIds, language: string) =>
    ['scorm', ids.contentId, 'launch', ids.courseId, ids.slotId, language] as const,
};

/** GET scorm/{id}/?course=&slot=: the launch address and the learner's stored CMI. */
export function getScormLaunch(
  ids: ScormIds,
  language: string,
  signal?: AbortSignal,
): Promise<ScormLaunch> {
  return api.get<ScormLaunch>(`scorm/${ids.contentId}`, {
    query: { course: ids.courseId, slot: ids.slotId, lang: language },
    // The frame shows "enrol first" itself rather than the global 403 page.
    ignoreForbidden: true,
    ...(signal ? { signal } : {}),
  });
}

export function scormLaunchQueryOptions(ids: ScormIds, language: string) {
  return queryOptions({
    queryKey: scormKeys.launch(ids, language),
    queryFn: ({ signal }) => getScormLaunch(ids, language, signal),
    // The frame starts the runtime from the first answer (see ScormFrame); a later answer only
    // renames the title, so it need not be refreshed.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * The launch in the language the server answers in (see `answerLanguage`): a `?lang=` visit's,
 * else a signed-in learner's profile language, else the screen's. While another language
 * loads, the previous answer stays, so the running package is not torn down.
 */
export function useScormLaunch(ids: ScormIds) {
  const { i18n } = useTranslation();
  const language = answerLanguage(useProfile()?.language, i18n.language);
  const valid = ids.contentId > 0 && ids.courseId > 0 && ids.slotId > 0;
  return useQuery({
    ...scormLaunchQueryOptions(ids, language),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
}
