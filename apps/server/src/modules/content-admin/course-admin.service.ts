import { ATTACHABLE_KINDS, type CourseInput } from '@portal/shared';
import type { Executor } from '@/db/database';
import { notFound, validationError } from '@/lib/errors';
import { contentSearchText } from '@/lib/search-text';
import { COURSE } from '@/modules/content-tree/kinds';
import {
  authoringOf,
  containerOutline,
  createContainer,
} from '@/modules/content-tree/tree.service';
import { attachableContent } from '@/modules/content-tree/tree.repository';
import {
  codeTaken,
  contentExists,
  contentWithLinks,
  countExisting,
  setLinks,
  taxonomyExists,
} from './course-admin.repository';

/**
 * A course on the dashboard: its own form (references, links) here; its sections and slots are
 * the generic content tree's authoring (modules/content-tree) bound to the course kind.
 */

/** References in a course form: each must exist, the code must be free. */
export async function checkCourse(db: Executor, input: CourseInput, id?: number): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (await codeTaken(db, input.code, id)) errors.code = ['already_exists'];
  if (!(await taxonomyExists(db, 'category', input.category_id)))
    errors.category_id = ['does_not_exist'];
  if (!(await taxonomyExists(db, 'provider', input.provider_id)))
    errors.provider_id = ['does_not_exist'];
  for (const [field, table, ids] of [
    ['instructor_ids', 'instructor', input.instructor_ids],
    ['tag_ids', 'tag', input.tag_ids],
  ] as const) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) continue;
    if ((await countExisting(db, table, unique)) !== unique.length)
      errors[field] = ['does_not_exist'];
  }
  if (input.dependency_id !== null && input.dependency_id !== undefined) {
    const exists = await contentExists(db, input.dependency_id);
    if (!exists || input.dependency_id === id) errors.dependency_id = ['does_not_exist'];
  }
  if (input.required_survey_id !== null && input.required_survey_id !== undefined) {
    if (!(await contentExists(db, input.required_survey_id, 'survey')))
      errors.required_survey_id = ['does_not_exist'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function columns(input: CourseInput) {
  const { instructor_ids: _i, tag_ids: _t, ...own } = input;
  const date = (v: string | null) => (v === null ? null : new Date(v));
  return {
    ...own,
    enroll_start: date(own.enroll_start),
    enroll_end: date(own.enroll_end),
    datetime_publish_start: date(own.datetime_publish_start),
    datetime_publish_end: date(own.datetime_publish_end),
    search_text: contentSearchText(own),
  };
}

/** The course kind's tree authoring: publish, delete, sections and slots. */
const course = authoringOf(COURSE);

export const {
  setPublished,
  deleteContainer: deleteCourse,
  addSection,
  updateSection,
  deleteSection,
  moveSection,
  addSlot,
  updateSlot,
  deleteSlot,
  moveSlot,
} = course;

export async function createCourse(db: Executor, input: CourseInput): Promise<number> {
  const id = await createContainer(db, COURSE, columns(input));
  await setLinks(db, id, input);
  return id;
}

export async function updateCourse(db: Executor, id: number, input: CourseInput): Promise<void> {
  await course.updateContainer(db, id, columns(input));
  await setLinks(db, id, input);
}

/** The course as the dashboard edits it: own fields, links, sections with their slots. */
export async function courseForEdit(db: Executor, id: number) {
  const [found, sections] = await Promise.all([
    contentWithLinks(db, id, COURSE.kind),
    containerOutline(db, id),
  ]);
  if (!found) throw notFound();
  const { search_text: _s, ...own } = found.content;
  return {
    ...own,
    instructor_ids: found.instructorIds,
    tag_ids: found.tagIds,
    section_list: sections,
  };
}

/** The slot picker: one page of the content a course slot may hold, of the asked kind or any. */
export async function attachableForCourse(
  db: Executor,
  query: { kind?: string; search?: string },
  window: { limit: number; offset: number },
) {
  const kinds = query.kind ? [query.kind] : ATTACHABLE_KINDS;
  return attachableContent(db, kinds, query.search ?? '', window);
}
