import type { AdminSlot, SlotUpdate } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';

/** PATCH dashboard/course/{id}/slot/{slotId}/ {is_required}. */
export function updateSlot(courseId: number, slotId: number, body: SlotUpdate) {
  return api.patch<AdminSlot>(`dashboard/course/${courseId}/slot/${slotId}`, body, {
    cancelPrevious: false,
  });
}

export function useUpdateSlot(courseId: number) {
  return useOutlineMutation(courseId, (v: { slotId: number; body: SlotUpdate }) =>
    updateSlot(courseId, v.slotId, v.body),
  );
}
