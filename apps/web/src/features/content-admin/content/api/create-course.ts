import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourse, CourseInput } from '@portal/shared';
import { api } from '@/api';
import { contentKeys } from './content-keys';

/** POST dashboard/course/: a new, unpublished course. */
export function createCourse(body: CourseInput) {
  return api.post<AdminCourse>('dashboard/course', body, { cancelPrevious: false });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: (course) => {
      queryClient.setQueryData(contentKeys.course(course.id), course);
      return queryClient.invalidateQueries({ queryKey: contentKeys.all() });
    },
  });
}
