import type { AdminCourse, MoveInput } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';

/** POST dashboard/course/{id}/slot/{slotId}/move/ {direction}: one step within its section. */
export function moveSlot(courseId: number, slotId: number, direction: MoveInput['direction']) {
  return api.post<AdminCourse>(
    `dashboard/course/${courseId}/slot/${slotId}/move`,
    { direction },
    { cancelPrevious: false },
  );
}

export function useMoveSlot(courseId: number) {
  return useOutlineMutation(courseId, (v: { id: number; direction: MoveInput['direction'] }) =>
    moveSlot(courseId, v.id, v.direction),
  );
}
