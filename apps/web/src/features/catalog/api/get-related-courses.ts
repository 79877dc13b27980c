import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentCard, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning/use-content-language';
import { catalogKeys } from './catalog-keys';

/** How many related courses a course page shows. */
export const RELATED_COURSES_SHOWN = 4;

/** GET course/{id}/related/: other courses of its category (else provider), newest first. */
export function getRelatedCourses(
  language: string,
  id: number,
  signal?: AbortSignal,
): Promise<Paged<ContentCard>> {
  return api.get<Paged<ContentCard>>(`course/${id}/related`, {
    query: { lang: language, page_size: RELATED_COURSES_SHOWN },
    signal,
  });
}

export function useRelatedCourses(id: number) {
  const language = useContentLanguage();
  return useQuery(
    queryOptions({
      queryKey: catalogKeys.related(language, id),
      queryFn: ({ signal }) => getRelatedCourses(language, id, signal),
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
}
