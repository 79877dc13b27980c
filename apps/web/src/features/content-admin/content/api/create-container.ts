import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { contentKeys } from './content-keys';
import {
  containerSegment,
  type AdminContainer,
  type ContainerInput,
  type EditableContainer,
} from '../container-kinds';

/** POST dashboard/{container}/: a new, unpublished course or program. */
export function createContainer(kind: EditableContainer, body: ContainerInput) {
  return api.post<AdminContainer>(`dashboard/${containerSegment(kind)}`, body, {
    cancelPrevious: false,
  });
}

export function useCreateContainer(kind: EditableContainer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContainerInput) => createContainer(kind, body),
    onSuccess: (created) => {
      queryClient.setQueryData(contentKeys.course(created.id), created);
      return queryClient.invalidateQueries({ queryKey: contentKeys.all() });
    },
  });
}
