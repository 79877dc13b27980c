import type { AdminSlot, SlotInput } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';
import { containerUrl, type ContainerRef } from '../container-kinds';

/** POST dashboard/{container}/{id}/section/{sectionId}/slot/ {child_id, is_required}. */
export function addSlot(container: ContainerRef, sectionId: number, body: SlotInput) {
  return api.post<AdminSlot>(`${containerUrl(container)}/section/${sectionId}/slot`, body, {
    cancelPrevious: false,
  });
}

export function useAddSlot(container: ContainerRef) {
  return useOutlineMutation(container, (v: { sectionId: number; body: SlotInput }) =>
    addSlot(container, v.sectionId, v.body),
  );
}
