import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKeys } from './content-keys';
import type { ContainerRef } from '../container-kinds';

/** A change to a course's outline: afterwards the course is read again. */
export function useOutlineMutation<V, R>(
  container: ContainerRef,
  mutationFn: (variables: V) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.course(container.id) }),
  });
}
