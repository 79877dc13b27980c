import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { authoredKeys, type AuthoredKind, type AuthoredTypes } from './authored-keys';

/** GET dashboard/{test|survey}/{id}/: the whole test or survey as the editor loads it. */
export function getAuthored<K extends AuthoredKind>(kind: K, id: number, signal?: AbortSignal) {
  return api.get<AuthoredTypes[K]['row']>(`dashboard/${kind}/${id}`, { signal });
}

export function authoredQueryOptions<K extends AuthoredKind>(kind: K, id: number) {
  return queryOptions({
    queryKey: authoredKeys.one(kind, id),
    queryFn: ({ signal }) => getAuthored(kind, id, signal),
  });
}

export function useAuthored<K extends AuthoredKind>(kind: K, id: number | null) {
  return useQuery({ ...authoredQueryOptions(kind, id ?? 0), enabled: id !== null });
}
