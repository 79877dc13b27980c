import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCourse } from '@portal/shared';
import { api } from '@/api';
import { contentKeys } from './content-keys';

/** GET dashboard/course/{id}/: the course with its links, sections and slots. */
export function getCourse(id: number, signal?: AbortSignal) {
  return api.get<AdminCourse>(`dashboard/course/${id}`, { signal });
}

export function courseQueryOptions(id: number) {
  return queryOptions({
    queryKey: contentKeys.course(id),
    queryFn: ({ signal }) => getCourse(id, signal),
  });
}

export function useCourse(id: number | null) {
  return useQuery({ ...courseQueryOptions(id ?? 0), enabled: id !== null });
}
