import type { Executor } from '@/db/database';

/** The reads of a container's outline: its sections in order, each with its slots. */

/**
 * Sections in order, each with its slots (a section without slots comes as one row whose slot
 * columns are null), each slot with its child's card and material facts: what a learner sees.
 */
export async function outlineRows(db: Executor, contentId: number) {
  return db
    .selectFrom('section as se')
    .leftJoin('slot as sl', 'sl.section_id', 'se.id')
    .leftJoin('content as ch', 'ch.id', 'sl.child_id')
    .leftJoin('material as m', 'm.content_id', 'ch.id')
    .select([
      'se.id as section_id',
      'se.name_en as section_en',
      'se.name_th as section_th',
      'se.sort as section_sort',
      'sl.id',
      'sl.sort',
      'sl.is_required',
      'ch.id as child_id',
      'ch.kind',
      'ch.title_en',
      'ch.title_th',
      'ch.image as child_image',
      'm.duration_seconds',
      'm.page_count',
    ])
    .where('se.content_id', '=', contentId)
    .orderBy('se.sort')
    .orderBy('se.id')
    .orderBy('sl.sort')
    .orderBy('sl.id')
    .execute();
}

export type OutlineRow = Awaited<ReturnType<typeof outlineRows>>[number];

/** The outline as the dashboard edits it: sections, each with its slots and their child. */
export async function editOutline(db: Executor, contentId: number) {
  const [sections, slots] = await Promise.all([
    db
      .selectFrom('section')
      .selectAll()
      .where('content_id', '=', contentId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('slot')
      .innerJoin('content as child', 'child.id', 'slot.child_id')
      .select([
        'slot.id',
        'slot.section_id',
        'slot.child_id',
        'slot.is_required',
        'slot.sort',
        'child.kind',
        'child.title_en',
        'child.title_th',
      ])
      .where('slot.content_id', '=', contentId)
      .orderBy('slot.sort')
      .orderBy('slot.id')
      .execute(),
  ]);
  return sections.map((s) => ({
    ...s,
    slot_list: slots.filter((x) => x.section_id === s.id),
  }));
}
