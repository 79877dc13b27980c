import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentCard, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { catalogKeys, type CourseListQuery } from './catalog-keys';

/** Drops empty values so the URL and the cache key stay minimal. */
export function compactQuery<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as T;
}

/** GET course/: a page of content cards (courses unless content_type says otherwise). */
export function getCourses(
  language: string,
  query: CourseListQuery,
  signal?: AbortSignal,
): Promise<Paged<ContentCard>> {
  // Rows of one screen (home) ask the same path at once: they must not cancel each other.
  return api.get<Paged<ContentCard>>('course', {
    query: { ...query, lang: language },
    signal,
    cancelPrevious: false,
  });
}

export function coursesQueryOptions(language: string, query: CourseListQuery) {
  const compact = compactQuery(query);
  return queryOptions({
    queryKey: catalogKeys.courses(language, compact),
    queryFn: ({ signal }) => getCourses(language, compact, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCourses(query: CourseListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...coursesQueryOptions(useContentLanguage(), query),
    enabled: options.enabled ?? true,
  });
}
