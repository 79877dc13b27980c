import type { AdminSlot, NewCourseStep } from '@portal/shared';
import { api } from '@/api';
import { useOutlineMutation } from './use-outline-mutation';
import { containerUrl, type ContainerRef } from '../container-kinds';

/** POST dashboard/{program}/{id}/section/{sectionId}/new-course/: a draft course as a new step. */
export function addNewCourse(container: ContainerRef, sectionId: number, body: NewCourseStep) {
  return api.post<AdminSlot>(`${containerUrl(container)}/section/${sectionId}/new-course`, body, {
    cancelPrevious: false,
  });
}

export function useAddNewCourse(container: ContainerRef) {
  return useOutlineMutation(container, (v: { sectionId: number; body: NewCourseStep }) =>
    addNewCourse(container, v.sectionId, v.body),
  );
}
