import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GradeItem, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';

/** GET profile/grades/: the learner's submitted test attempts, newest first, paged. */
function gradesQueryOptions(language: string, page: number) {
  return queryOptions({
    queryKey: ['grades', language, page] as const,
    queryFn: ({ signal }) =>
      api.get<Paged<GradeItem>>('profile/grades', { query: { page, lang: language }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGrades(page: number) {
  return useQuery(gradesQueryOptions(useContentLanguage(), page));
}
