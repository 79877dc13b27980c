import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { contentKeys } from './content-keys';

/** DELETE dashboard/course/{id}/: 424 cannot_delete_because_dependency while it is used. */
export function deleteCourse(id: number) {
  return api.delete<void>(`dashboard/course/${id}`, { cancelPrevious: false });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.course(id) });
      return queryClient.invalidateQueries({ queryKey: contentKeys.all() });
    },
  });
}
