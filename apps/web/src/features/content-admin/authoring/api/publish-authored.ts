import { useMutation } from '@tanstack/react-query';
import { api } from '@/api';
import type { AuthoredKind, AuthoredTypes } from './authored-keys';
import { useStoreAuthored } from './save-authored';

/** POST dashboard/{kind}/{id}/publish/ {is_publish}: needs at least one question to publish. */
export function publishAuthored<K extends AuthoredKind>(kind: K, id: number, isPublish: boolean) {
  return api.post<AuthoredTypes[K]['row']>(
    `dashboard/${kind}/${id}/publish`,
    { is_publish: isPublish },
    { cancelPrevious: false },
  );
}

export function usePublishAuthored<K extends AuthoredKind>(kind: K, id: number) {
  const store = useStoreAuthored(kind);
  return useMutation({
    mutationFn: (isPublish: boolean) => publishAuthored(kind, id, isPublish),
    onSuccess: store,
  });
}
