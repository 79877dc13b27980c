import type { AdminSection, SectionInput } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';

/** POST dashboard/course/{id}/section/. */
export function addSection(courseId: number, body: SectionInput) {
  return api.post<AdminSection>(`dashboard/course/${courseId}/section`, body, {
    cancelPrevious: false,
  });
}

export function useAddSection(courseId: number) {
  return useOutlineMutation(courseId, (body: SectionInput) => addSection(courseId, body));
}
