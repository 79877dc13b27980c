import type { AdminSlot, SlotInput } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';

/** POST dashboard/course/{id}/section/{sectionId}/slot/ {child_id, is_required}. */
export function addSlot(courseId: number, sectionId: number, body: SlotInput) {
  return api.post<AdminSlot>(`dashboard/course/${courseId}/section/${sectionId}/slot`, body, {
    cancelPrevious: false,
  });
}

export function useAddSlot(courseId: number) {
  return useOutlineMutation(courseId, (v: { sectionId: number; body: SlotInput }) =>
    addSlot(courseId, v.sectionId, v.body),
  );
}
