import { useFeatureTranslation } from '@/i18n/feature-messages';
import type { EditableContainer } from './container-kinds';
import { contentMessages } from './content-messages';
import { outlineMessages } from './outline-messages';
import { programMessages } from './program-messages';

/** Labels of the container editor that name the kind (`course_<key>` or `program_<key>`). */
export type EditorLabel =
  | 'new_title'
  | 'edit_title'
  | 'create'
  | 'saved'
  | 'created'
  | 'published'
  | 'unpublished'
  | 'delete'
  | 'delete_title'
  | 'delete_body'
  | 'deleted'
  | 'not_found';

/** Outline labels a program says with "step" instead of "lesson": the program's key for each. */
const PROGRAM_OUTLINE = {
  outline_title: 'program_outline_title',
  outline_intro: 'program_outline_intro',
  outline_empty: 'program_outline_empty',
  outline_section_empty: 'program_section_empty',
  outline_add_slot: 'program_add_step',
  outline_add_slot_to: 'program_add_step_to',
  picker_title: 'program_picker_title',
  outline_delete_section_body: 'program_delete_section_body',
  outline_remove_body: 'program_remove_body',
} as const;

/** An outline label that differs between a course and a program. */
export type OutlineLabel = keyof typeof PROGRAM_OUTLINE;

/**
 * The kind's labels for the editor and its outline: a course keeps its own texts; a program
 * reads the program texts with its kind's name (`{{kind}}`).
 */
export function useContainerLabels(kind: EditableContainer) {
  const { t } = useFeatureTranslation(programMessages, contentMessages, outlineMessages);
  const vars = (more?: Record<string, unknown>) =>
    kind === 'course' ? more : { kind: t(`kind_${kind}`), ...more };
  return {
    /** The editor's label of the kind. */
    editor: (key: EditorLabel, more?: Record<string, unknown>) =>
      t(kind === 'course' ? `course_${key}` : `program_${key}`, vars(more)),
    /** The outline's label of the kind. */
    outline: (key: OutlineLabel, more?: Record<string, unknown>) =>
      t(kind === 'course' ? key : PROGRAM_OUTLINE[key], vars(more)),
  };
}
