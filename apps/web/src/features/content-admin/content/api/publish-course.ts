import { useMutation } from '@tanstack/react-query';
import type { AdminCourse } from '@portal/shared';
import { api } from '@/api';
import { useStoreCourse } from './update-course';

/** POST dashboard/course/{id}/publish/ {is_publish}: needs at least one slot to publish. */
export function publishCourse(id: number, isPublish: boolean) {
  return api.post<AdminCourse>(
    `dashboard/course/${id}/publish`,
    { is_publish: isPublish },
    { cancelPrevious: false },
  );
}

export function usePublishCourse(id: number) {
  const store = useStoreCourse();
  return useMutation({
    mutationFn: (isPublish: boolean) => publishCourse(id, isPublish),
    onSuccess: store,
  });
}
