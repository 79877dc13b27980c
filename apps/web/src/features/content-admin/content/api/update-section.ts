import type { AdminSection, SectionInput } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';

/** PATCH dashboard/course/{id}/section/{sectionId}/: rename. */
export function updateSection(courseId: number, sectionId: number, body: SectionInput) {
  return api.patch<AdminSection>(`dashboard/course/${courseId}/section/${sectionId}`, body, {
    cancelPrevious: false,
  });
}

export function useUpdateSection(courseId: number) {
  return useOutlineMutation(courseId, (v: { sectionId: number; body: SectionInput }) =>
    updateSection(courseId, v.sectionId, v.body),
  );
}
