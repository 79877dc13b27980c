import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClassCard, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { scheduleKeys, type ClassListQuery } from './schedule-keys';

function compact(query: ClassListQuery): ClassListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== false),
  );
}

/** GET class/ (or class-program/): a page of upcoming (or past) classes (or programs). */
export function useClasses(query: ClassListQuery, programs = false) {
  const language = useContentLanguage();
  const params = compact(query);
  return useQuery({
    queryKey: programs
      ? scheduleKeys.programList(language, params)
      : scheduleKeys.list(language, params),
    queryFn: ({ signal }) =>
      api.get<Paged<ClassCard>>(programs ? 'class-program' : 'class', {
        query: { ...params, lang: language },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
