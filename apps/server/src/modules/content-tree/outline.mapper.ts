import type { CourseDetail, Language, ProgressStatus } from '@portal/shared';
import { localized } from '@/lib/language';
import { contentTypeRef } from '@/lib/refs';
import type { OutlineRow } from './outline.repository';

/** A learner's result on a slot's child, as the outline shows it. */
export interface ChildResult {
  status: ProgressStatus;
  percent: number;
}

/** A container's sections with their slots, as the learner's front shows them. */
export type SectionList = CourseDetail['section_list'];

/**
 * The outline's rows (one per slot, or one per empty section) as nested sections, each slot
 * with its child's card and the learner's result on it (`results` by child id).
 */
export function sectionList(
  outline: OutlineRow[],
  results: ReadonlyMap<number, ChildResult>,
  language: Language,
): SectionList {
  const sections: SectionList = [];
  for (const row of outline) {
    let section = sections.at(-1);
    if (section?.id !== row.section_id) {
      section = {
        id: row.section_id,
        name: localized({ en: row.section_en, th: row.section_th }, language),
        sort: row.section_sort,
        slot_list: [],
      };
      sections.push(section);
    }
    if (row.id === null || row.child_id === null || row.kind === null) continue;
    const result = results.get(row.child_id);
    section.slot_list.push({
      id: row.id,
      sort: row.sort ?? 0,
      is_required: row.is_required ?? false,
      content: {
        id: row.child_id,
        content_type: contentTypeRef(row.kind, language),
        title: localized({ en: row.title_en ?? '', th: row.title_th ?? '' }, language),
        duration_seconds: row.duration_seconds,
        page_count: row.page_count,
      },
      learning_result: result ? { status: result.status, percent: result.percent } : null,
    });
  }
  return sections;
}
