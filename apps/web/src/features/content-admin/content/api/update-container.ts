import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { contentKeys } from './content-keys';
import {
  containerUrl,
  type AdminContainer,
  type ContainerInput,
  type ContainerRef,
} from '../container-kinds';

/** PATCH dashboard/{container}/{id}/: the whole form of a course or program. */
export function updateContainer(container: ContainerRef, body: ContainerInput) {
  return api.patch<AdminContainer>(containerUrl(container), body, { cancelPrevious: false });
}

/** Stores the container the server answered and marks the lists stale. */
export function useStoreContainer() {
  const queryClient = useQueryClient();
  return (saved: AdminContainer) => {
    queryClient.setQueryData(contentKeys.course(saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: contentKeys.all(), refetchType: 'none' });
  };
}

export function useUpdateContainer(container: ContainerRef) {
  const store = useStoreContainer();
  return useMutation({
    mutationFn: (body: ContainerInput) => updateContainer(container, body),
    onSuccess: store,
  });
}
