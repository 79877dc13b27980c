import type { AdminSlot, SlotUpdate } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';
import { containerUrl, type ContainerRef } from '../container-kinds';

/** PATCH dashboard/{container}/{id}/slot/{slotId}/ {is_required}. */
export function updateSlot(container: ContainerRef, slotId: number, body: SlotUpdate) {
  return api.patch<AdminSlot>(`${containerUrl(container)}/slot/${slotId}`, body, {
    cancelPrevious: false,
  });
}

export function useUpdateSlot(container: ContainerRef) {
  return useOutlineMutation(container, (v: { slotId: number; body: SlotUpdate }) =>
    updateSlot(container, v.slotId, v.body),
  );
}
