import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning/use-content-language';
import { catalogKeys } from './catalog-keys';

/** GET course/{id}/: the card plus sections, slots, enroll_case and dependency; 404 unpublished. */
export function getCourse(
  language: string,
  id: number,
  signal?: AbortSignal,
): Promise<CourseDetail> {
  return api.get<CourseDetail>(`course/${id}`, { query: { lang: language }, signal });
}

export function courseQueryOptions(language: string, id: number) {
  return queryOptions({
    queryKey: catalogKeys.course(language, id),
    queryFn: ({ signal }) => getCourse(language, id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useCourse(id: number) {
  return useQuery(courseQueryOptions(useContentLanguage(), id));
}
