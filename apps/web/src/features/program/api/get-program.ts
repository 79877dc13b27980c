import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramDetail } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { programSegment, type ProgramKind } from '../program-kinds';
import { programKeys } from './program-keys';

/** GET {kind}/{id}/: the program, its sections of steps, the learner's progress and deadline. */
export function getProgram(
  kind: ProgramKind,
  language: string,
  id: number,
  signal?: AbortSignal,
): Promise<ProgramDetail> {
  return api.get<ProgramDetail>(`${programSegment(kind)}/${id}`, {
    query: { lang: language },
    signal,
  });
}

export function programQueryOptions(kind: ProgramKind, language: string, id: number) {
  return queryOptions({
    queryKey: programKeys.detail(kind, language, id),
    queryFn: ({ signal }) => getProgram(kind, language, id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useProgram(kind: ProgramKind, id: number) {
  return useQuery(programQueryOptions(kind, useContentLanguage(), id));
}
