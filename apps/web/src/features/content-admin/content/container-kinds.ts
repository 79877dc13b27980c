import {
  ATTACHABLE_KINDS,
  PROGRAM_KINDS,
  PROGRAM_ROUTE,
  PROGRAM_STEP_KINDS,
  type AdminCourse,
  type AdminProgram,
  type CourseInput,
  type ProgramInput,
  type ProgramKind,
} from '@portal/shared';

/**
 * The containers the dashboard edits with one editor (issue 15): the course and the three
 * program kinds. Each has its URL segment (the same in the API and the dashboard) and the kinds
 * its slots hold, as the server's registry (content-tree/kinds.ts) has them.
 */
export type EditableContainer = 'course' | ProgramKind | 'class';

/** Every container kind with an editor, the course first. */
export const EDITABLE_CONTAINERS: readonly EditableContainer[] = [
  'course',
  ...PROGRAM_KINDS,
  'class',
];

/**
 * Kinds edited with the course's form (CourseInputSchema, no order flag): the course, and the
 * class (issue 16), whose sessions replace the outline (features/schedule).
 */
export function hasCourseForm(kind: EditableContainer): kind is 'course' | 'class' {
  return kind === 'course' || kind === 'class';
}

/** A container on the server: its kind (for the URL) and its id. */
export interface ContainerRef {
  kind: EditableContainer;
  id: number;
}

/** Whether a content kind has the container editor. */
export function isEditableContainer(kind: string): kind is EditableContainer {
  return (EDITABLE_CONTAINERS as readonly string[]).includes(kind);
}

/** The URL segment of a container kind: `course`, `learning-path`, `learning-program`, `onboard`. */
export function containerSegment(kind: EditableContainer): string {
  return kind === 'course' || kind === 'class' ? kind : PROGRAM_ROUTE[kind];
}

/** The API path of one container: `dashboard/{segment}/{id}`. */
export function containerUrl(container: ContainerRef): string {
  return `dashboard/${containerSegment(container.kind)}/${container.id}`;
}

/** The kinds a slot of the container holds (the slot picker's choices). */
export function childKindsOf(kind: EditableContainer): readonly string[] {
  if (kind === 'class') return [];
  return kind === 'course' ? ATTACHABLE_KINDS : PROGRAM_STEP_KINDS;
}

/** A container as GET dashboard/{segment}/{id}/ answers it. */
export type AdminContainer = AdminCourse | AdminProgram;

/** The form body of a container: a course's, or a program's with its order flag. */
export type ContainerInput = CourseInput | ProgramInput;
