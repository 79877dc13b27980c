import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';

/** DELETE dashboard/course/{id}/slot/{slotId}/. */
export function deleteSlot(courseId: number, slotId: number) {
  return api.delete<void>(`dashboard/course/${courseId}/slot/${slotId}`, {
    cancelPrevious: false,
  });
}

export function useDeleteSlot(courseId: number) {
  return useOutlineMutation(courseId, (slotId: number) => deleteSlot(courseId, slotId));
}
