import type { AdminSection, SectionInput } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';
import { containerUrl, type ContainerRef } from '../container-kinds';

/** PATCH dashboard/{container}/{id}/section/{sectionId}/: rename. */
export function updateSection(container: ContainerRef, sectionId: number, body: SectionInput) {
  return api.patch<AdminSection>(`${containerUrl(container)}/section/${sectionId}`, body, {
    cancelPrevious: false,
  });
}

export function useUpdateSection(container: ContainerRef) {
  return useOutlineMutation(container, (v: { sectionId: number; body: SectionInput }) =>
    updateSection(container, v.sectionId, v.body),
  );
}
