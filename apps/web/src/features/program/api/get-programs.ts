import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentCard, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { programSegment, type ProgramKind } from '../program-kinds';
import { programKeys, type ProgramListQuery } from './program-keys';

/** Drops empty values so the URL and the cache key stay minimal. */
function compact(query: ProgramListQuery): ProgramListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  );
}

/** GET learning-path/, learning-program/, onboard/: a page of program cards. */
export function getPrograms(
  kind: ProgramKind,
  language: string,
  query: ProgramListQuery,
  signal?: AbortSignal,
): Promise<Paged<ContentCard>> {
  return api.get<Paged<ContentCard>>(programSegment(kind), {
    query: { ...query, lang: language },
    signal,
  });
}

export function programsQueryOptions(kind: ProgramKind, language: string, query: ProgramListQuery) {
  const params = compact(query);
  return queryOptions({
    queryKey: programKeys.list(kind, language, params),
    queryFn: ({ signal }) => getPrograms(kind, language, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePrograms(kind: ProgramKind, query: ProgramListQuery) {
  return useQuery(programsQueryOptions(kind, useContentLanguage(), query));
}
