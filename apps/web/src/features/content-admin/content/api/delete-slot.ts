import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';
import { containerUrl, type ContainerRef } from '../container-kinds';

/** DELETE dashboard/{container}/{id}/slot/{slotId}/. */
export function deleteSlot(container: ContainerRef, slotId: number) {
  return api.delete<void>(`${containerUrl(container)}/slot/${slotId}`, {
    cancelPrevious: false,
  });
}

export function useDeleteSlot(container: ContainerRef) {
  return useOutlineMutation(container, (slotId: number) => deleteSlot(container, slotId));
}
