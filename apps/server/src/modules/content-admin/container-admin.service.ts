import type { CourseInput, ProgramInput } from '@portal/shared';
import type { Executor } from '@/db/database';
import { notFound, validationError } from '@/lib/errors';
import { htmlWords, richDescription } from '@/lib/html';
import { contentSearchText } from '@/lib/search-text';
import { containerKind, type ContainerKind } from '@/modules/content-tree/kinds';
import {
  authoringOf,
  containerOutline,
  createContainer,
} from '@/modules/content-tree/tree.service';
import { attachableContent } from '@/modules/content-tree/tree.repository';
import {
  codeTaken,
  contentExists,
  contentRef,
  contentWithLinks,
  countExisting,
  setLinks,
  taxonomyExists,
} from './course-admin.repository';

/**
 * A container on the dashboard (a course, a learning path, a learning program, an onboarding
 * program): its own form (references, links) here; its sections and slots are the generic
 * content tree's authoring (modules/content-tree) bound to its kind.
 */

/** The form of a container: a course's fields, and for a program whether its steps are ordered. */
export type ContainerInput = CourseInput | ProgramInput;

/** References in a container's form: each must exist, the code must be free. */
export async function checkContainer(
  db: Executor,
  input: ContainerInput,
  id?: number,
): Promise<void> {
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

function columns(input: ContainerInput) {
  const { instructor_ids: _i, tag_ids: _t, ...own } = input;
  const date = (v: string | null) => (v === null ? null : new Date(v));
  // Descriptions are rich text: through the sanitiser, and searched by their words.
  const desc_en = richDescription(own.desc_en);
  const desc_th = richDescription(own.desc_th);
  return {
    ...own,
    desc_en,
    desc_th,
    desc_is_html: true,
    outcomes_en: JSON.stringify(own.outcomes_en),
    outcomes_th: JSON.stringify(own.outcomes_th),
    enroll_start: date(own.enroll_start),
    enroll_end: date(own.enroll_end),
    datetime_publish_start: date(own.datetime_publish_start),
    datetime_publish_end: date(own.datetime_publish_end),
    search_text: contentSearchText({
      ...own,
      desc_en: htmlWords(desc_en),
      desc_th: htmlWords(desc_th),
    }),
  };
}

/** The dashboard's authoring of one container kind: its form, then the tree's sections and slots. */
export function containerAdmin(kind: ContainerKind) {
  const tree = authoringOf(kind);
  return {
    ...tree,
    kind,

    /** Creates an unpublished container from its form; answers its id. */
    async create(db: Executor, input: ContainerInput): Promise<number> {
      const id = await createContainer(db, kind, columns(input));
      await setLinks(db, id, input);
      return id;
    },

    /** Saves a container's form. */
    async update(db: Executor, id: number, input: ContainerInput): Promise<void> {
      await tree.updateContainer(db, id, columns(input));
      await setLinks(db, id, input);
    },

    /** The container as the dashboard edits it: own fields, links, sections with their slots. */
    async forEdit(db: Executor, id: number) {
      const [found, sections] = await Promise.all([
        contentWithLinks(db, id, kind.kind),
        containerOutline(db, id),
      ]);
      if (!found) throw notFound();
      const { search_text: _s, ...own } = found.content;
      return {
        ...own,
        instructor_ids: found.instructorIds,
        tag_ids: found.tagIds,
        dependency:
          own.dependency_id === null ? null : ((await contentRef(db, own.dependency_id)) ?? null),
        section_list: sections,
      };
    },
  };
}

/** One container kind's dashboard authoring. */
export type ContainerAdmin = ReturnType<typeof containerAdmin>;

/**
 * The slot picker: one page of the content a slot of the container kind may hold, of the asked
 * kind (when that kind is one the container accepts; else nothing) or any it accepts.
 */
export async function attachableFor(
  db: Executor,
  query: { container: string; kind?: string; search?: string },
  window: { limit: number; offset: number },
) {
  const accepted = containerKind(query.container)?.childKinds ?? [];
  if (query.kind !== undefined && !accepted.includes(query.kind))
    throw validationError({ kind: ['invalid_choice'] });
  const kinds = query.kind ? [query.kind] : accepted;
  return attachableContent(db, kinds, query.search ?? '', window);
}
