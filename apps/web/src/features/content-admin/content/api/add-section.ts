import type { AdminSection, SectionInput } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';
import { containerUrl, type ContainerRef } from '../container-kinds';

/** POST dashboard/{container}/{id}/section/. */
export function addSection(container: ContainerRef, body: SectionInput) {
  return api.post<AdminSection>(`${containerUrl(container)}/section`, body, {
    cancelPrevious: false,
  });
}

export function useAddSection(container: ContainerRef) {
  return useOutlineMutation(container, (body: SectionInput) => addSection(container, body));
}
