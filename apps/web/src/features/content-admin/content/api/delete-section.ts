import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';

/** DELETE dashboard/course/{id}/section/{sectionId}/: the section with its slots. */
export function deleteSection(courseId: number, sectionId: number) {
  return api.delete<void>(`dashboard/course/${courseId}/section/${sectionId}`, {
    cancelPrevious: false,
  });
}

export function useDeleteSection(courseId: number) {
  return useOutlineMutation(courseId, (sectionId: number) => deleteSection(courseId, sectionId));
}
