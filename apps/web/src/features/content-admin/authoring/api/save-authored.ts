import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { authoredKeys, type AuthoredKind, type AuthoredTypes } from './authored-keys';

/** POST dashboard/{kind}/ (new, unpublished) or PATCH dashboard/{kind}/{id}/: the whole document. */
export function saveAuthored<K extends AuthoredKind>(
  kind: K,
  id: number | null,
  body: AuthoredTypes[K]['input'],
) {
  const options = { cancelPrevious: false };
  return id === null
    ? api.post<AuthoredTypes[K]['row']>(`dashboard/${kind}`, body, options)
    : api.patch<AuthoredTypes[K]['row']>(`dashboard/${kind}/${id}`, body, options);
}

/** Stores the answer as the loaded document and marks the content lists stale. */
export function useStoreAuthored<K extends AuthoredKind>(kind: K) {
  const queryClient = useQueryClient();
  return (row: AuthoredTypes[K]['row']) => {
    queryClient.setQueryData(authoredKeys.one(kind, row.id), row);
    return queryClient.invalidateQueries({ queryKey: authoredKeys.all(), refetchType: 'none' });
  };
}

export function useSaveAuthored<K extends AuthoredKind>(kind: K, id: number | null) {
  const store = useStoreAuthored(kind);
  return useMutation({
    mutationFn: (body: AuthoredTypes[K]['input']) => saveAuthored(kind, id, body),
    onSuccess: store,
  });
}
