import type { AdminCourse, MoveInput } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';

/** POST dashboard/course/{id}/section/{sectionId}/move/ {direction}. */
export function moveSection(
  courseId: number,
  sectionId: number,
  direction: MoveInput['direction'],
) {
  return api.post<AdminCourse>(
    `dashboard/course/${courseId}/section/${sectionId}/move`,
    { direction },
    { cancelPrevious: false },
  );
}

export function useMoveSection(courseId: number) {
  return useOutlineMutation(courseId, (v: { id: number; direction: MoveInput['direction'] }) =>
    moveSection(courseId, v.id, v.direction),
  );
}
