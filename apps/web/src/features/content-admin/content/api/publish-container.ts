import { useMutation } from '@tanstack/react-query';
import { api } from '@/api';
import { useStoreContainer } from './update-container';
import { containerUrl, type AdminContainer, type ContainerRef } from '../container-kinds';

/** POST dashboard/{container}/{id}/publish/ {is_publish}: needs at least one slot to publish. */
export function publishContainer(container: ContainerRef, isPublish: boolean) {
  return api.post<AdminContainer>(
    `${containerUrl(container)}/publish`,
    { is_publish: isPublish },
    { cancelPrevious: false },
  );
}

export function usePublishContainer(container: ContainerRef) {
  const store = useStoreContainer();
  return useMutation({
    mutationFn: (isPublish: boolean) => publishContainer(container, isPublish),
    onSuccess: store,
  });
}
