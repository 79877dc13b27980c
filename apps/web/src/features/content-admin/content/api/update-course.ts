import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourse, CourseInput } from '@portal/shared';
import { api } from '@/api';
import { contentKeys } from './content-keys';

/** PATCH dashboard/course/{id}/: the whole form of a course. */
export function updateCourse(id: number, body: CourseInput) {
  return api.patch<AdminCourse>(`dashboard/course/${id}`, body, { cancelPrevious: false });
}

/** Stores the course the server answered and marks the lists stale. */
export function useStoreCourse() {
  const queryClient = useQueryClient();
  return (course: AdminCourse) => {
    queryClient.setQueryData(contentKeys.course(course.id), course);
    return queryClient.invalidateQueries({ queryKey: contentKeys.all(), refetchType: 'none' });
  };
}

export function useUpdateCourse(id: number) {
  const store = useStoreCourse();
  return useMutation({
    mutationFn: (body: CourseInput) => updateCourse(id, body),
    onSuccess: store,
  });
}
