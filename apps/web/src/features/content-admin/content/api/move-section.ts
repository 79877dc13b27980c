import type { AdminCourse, MoveInput } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';
import { containerUrl, type ContainerRef } from '../container-kinds';

/** POST dashboard/{container}/{id}/section/{sectionId}/move/ {direction}. */
export function moveSection(
  container: ContainerRef,
  sectionId: number,
  direction: MoveInput['direction'],
) {
  return api.post<AdminCourse>(
    `${containerUrl(container)}/section/${sectionId}/move`,
    { direction },
    { cancelPrevious: false },
  );
}

export function useMoveSection(container: ContainerRef) {
  return useOutlineMutation(container, (v: { id: number; direction: MoveInput['direction'] }) =>
    moveSection(container, v.id, v.direction),
  );
}
