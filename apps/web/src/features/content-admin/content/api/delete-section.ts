import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';
import { containerUrl, type ContainerRef } from '../container-kinds';

/** DELETE dashboard/{container}/{id}/section/{sectionId}/: the section with its slots. */
export function deleteSection(container: ContainerRef, sectionId: number) {
  return api.delete<void>(`${containerUrl(container)}/section/${sectionId}`, {
    cancelPrevious: false,
  });
}

export function useDeleteSection(container: ContainerRef) {
  return useOutlineMutation(container, (sectionId: number) => deleteSection(container, sectionId));
}
