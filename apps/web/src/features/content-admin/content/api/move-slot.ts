import type { AdminCourse, MoveInput } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';
import { containerUrl, type ContainerRef } from '../container-kinds';

/** POST dashboard/{container}/{id}/slot/{slotId}/move/ {direction}: one step within its section. */
export function moveSlot(
  container: ContainerRef,
  slotId: number,
  direction: MoveInput['direction'],
) {
  return api.post<AdminCourse>(
    `${containerUrl(container)}/slot/${slotId}/move`,
    { direction },
    { cancelPrevious: false },
  );
}

export function useMoveSlot(container: ContainerRef) {
  return useOutlineMutation(container, (v: { id: number; direction: MoveInput['direction'] }) =>
    moveSlot(container, v.id, v.direction),
  );
}
