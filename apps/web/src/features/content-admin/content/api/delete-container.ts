import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { contentKeys } from './content-keys';
import { containerUrl, type ContainerRef } from '../container-kinds';

/** DELETE dashboard/{container}/{id}/: 424 cannot_delete_because_dependency while it is used. */
export function deleteContainer(container: ContainerRef) {
  return api.delete<void>(containerUrl(container), { cancelPrevious: false });
}

export function useDeleteContainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContainer,
    onSuccess: (_, container) => {
      queryClient.removeQueries({ queryKey: contentKeys.course(container.id) });
      return queryClient.invalidateQueries({ queryKey: contentKeys.all() });
    },
  });
}
