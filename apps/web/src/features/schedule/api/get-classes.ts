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

/** GET class/: a page of upcoming (or past) classes. */
export function useClasses(query: ClassListQuery) {
  const language = useContentLanguage();
  const params = compact(query);
  return useQuery({
    queryKey: scheduleKeys.list(language, params),
    queryFn: ({ signal }) =>
      api.get<Paged<ClassCard>>('class', { query: { ...params, lang: language }, signal }),
    placeholderData: keepPreviousData,
  });
}
