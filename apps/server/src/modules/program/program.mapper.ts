import { isCompletedStatus, type Language, type ProgramSection } from '@portal/shared';
import { localized } from '@/lib/language';
import type { OutlineRow } from '@/modules/content-tree/outline.repository';
import { sectionList, type ChildResult } from '@/modules/content-tree/outline.mapper';
import { stepLocks } from './program-lock';

/**
 * The program's sections as the curriculum shows them: each step with its content's image, the
 * learner's status and percent on it, and whether the order rule keeps it locked.
 */
export function programSections(
  outline: OutlineRow[],
  results: ReadonlyMap<number, ChildResult>,
  isOrdered: boolean,
  language: Language,
): ProgramSection[] {
  const steps = outline.filter((row) => row.id !== null && row.child_id !== null);
  const locks = stepLocks(
    steps.map((row) => ({
      id: row.id ?? 0,
      is_required: row.is_required ?? false,
      status: results.get(row.child_id ?? 0)?.status,
      title: localized({ en: row.title_en ?? '', th: row.title_th ?? '' }, language),
    })),
    isOrdered,
  );
  const images = new Map(steps.map((row) => [row.id, row.child_image]));
  return sectionList(outline, results, language).map((section) => ({
    ...section,
    slot_list: section.slot_list.map((slot) => {
      const blocker = locks.get(slot.id) ?? null;
      return {
        ...slot,
        content: { ...slot.content, image: images.get(slot.id) ?? null },
        is_locked: blocker !== null,
        unlocked_by: blocker,
      };
    }),
  }));
}

/** The step counts of the overall progress (all zero done for a visitor). */
export function stepProgress(sections: ProgramSection[]) {
  const slots = sections.flatMap((s) => s.slot_list);
  const done = (slot: (typeof slots)[number]) => isCompletedStatus(slot.learning_result?.status);
  const required = slots.filter((s) => s.is_required);
  return {
    step_count: slots.length,
    required_count: required.length,
    completed_count: slots.filter(done).length,
    required_completed_count: required.filter(done).length,
  };
}
