import type { MoveInput, SectionInput, SlotInput, SlotUpdate } from '@portal/shared';
import { contentSearchText } from '@/lib/search-text';
import type { Executor } from '@/db/database';
import { cannotDelete } from '@/lib/admin-crud';
import { AppError, notFound, validationError } from '@/lib/errors';
import type { ContainerKind } from './kinds';
import { editOutline } from './outline.repository';
import * as repo from './tree.repository';

/**
 * Authoring of any container kind (kinds.ts): the container row, its sections and its slots.
 * Each function takes the kind's registry entry; a container of another kind is a 404, a child
 * of a kind the entry does not accept a 400. Callers hold the transaction and write the audit.
 */

/** The container row locked for a change; 404 when it is not of the kind. */
async function lock(db: Executor, kind: ContainerKind, id: number) {
  const row = await repo.lockContainer(db, kind.kind, id);
  if (!row) throw notFound();
  return row;
}

/** Creates an unpublished container of the kind; answers its id. */
export async function createContainer(
  db: Executor,
  kind: ContainerKind,
  columns: repo.ContainerColumns,
): Promise<number> {
  if (columns.is_certificate && !kind.awardsCertificate)
    throw validationError({ is_certificate: ['invalid_choice'] });
  return repo.insertContainer(db, kind.kind, withSearchText(columns));
}

/**
 * The columns with their search document (code, titles, descriptions in both languages), made
 * here when the caller brings none, so every container is found by search (Thai words too).
 */
function withSearchText(columns: repo.ContainerColumns): repo.ContainerColumns {
  if (columns.search_text !== undefined) return columns;
  // A caller writing only some columns (cast) leaves the document as it is: never a partial one.
  const { code, title_en, title_th } = columns as Partial<repo.ContainerColumns>;
  if (code === undefined || title_en === undefined || title_th === undefined) return columns;
  return { ...columns, search_text: contentSearchText(columns) };
}

/** Changes a container's own columns. */
export async function updateContainer(
  db: Executor,
  kind: ContainerKind,
  id: number,
  columns: repo.ContainerColumns,
): Promise<void> {
  await lock(db, kind, id);
  if (columns.is_certificate && !kind.awardsCertificate)
    throw validationError({ is_certificate: ['invalid_choice'] });
  await repo.updateContainer(db, id, withSearchText(columns));
}

/** Publishing needs something to learn: at least one slot. */
export async function setPublished(
  db: Executor,
  kind: ContainerKind,
  id: number,
  publish: boolean,
): Promise<void> {
  await lock(db, kind, id);
  if (publish && !kind.publishesEmpty && !(await repo.hasSlot(db, id)))
    throw new AppError(
      400,
      `cannot_publish_empty_${kind.kind}`,
      'Add at least one lesson before publishing.',
    );
  await repo.setPublish(db, id, publish);
}

/**
 * What keeps a content from being deleted: learners' results, other content depending on it,
 * containers holding it in a slot.
 */
export async function contentDependents(db: Executor, id: number): Promise<string[]> {
  const found = await repo.contentReferences(db, id);
  const out: string[] = [];
  if (found.results > 0) out.push(`learning_result (${found.results})`);
  if (found.dependents > 0) out.push(`content (${found.dependents})`);
  if (found.holders > 0) out.push(`slot (${found.holders})`);
  return out;
}

/** Deletes a container with its sections and slots; 424 while anything refers to it. */
export async function deleteContainer(db: Executor, kind: ContainerKind, id: number) {
  await lock(db, kind, id);
  const dependents = await contentDependents(db, id);
  if (dependents.length > 0) throw cannotDelete(dependents);
  await repo.deleteContent(db, id);
}

export async function addSection(
  db: Executor,
  kind: ContainerKind,
  containerId: number,
  input: SectionInput,
) {
  await lock(db, kind, containerId);
  return repo.insertSection(db, containerId, input);
}

/** Renames a section. */
export async function updateSection(
  db: Executor,
  kind: ContainerKind,
  containerId: number,
  sectionId: number,
  input: SectionInput,
) {
  await lock(db, kind, containerId);
  const row = await repo.updateSection(db, containerId, sectionId, input);
  if (!row) throw notFound();
  return row;
}

/** A published container keeps at least one slot. */
async function keepOneSlot(
  db: Executor,
  kind: ContainerKind,
  containerId: number,
  without: { sectionId?: number; slotId?: number },
) {
  if (!kind.publishesEmpty && !(await repo.hasSlot(db, containerId, without)))
    throw new AppError(
      400,
      `cannot_empty_published_${kind.kind}`,
      `A published ${kind.label} keeps at least one lesson.`,
    );
}

/** A section goes with its slots; a published container keeps at least one slot. */
export async function deleteSection(
  db: Executor,
  kind: ContainerKind,
  containerId: number,
  sectionId: number,
) {
  const container = await lock(db, kind, containerId);
  if (!(await repo.hasSection(db, containerId, sectionId))) throw notFound();
  if (container.is_publish) await keepOneSlot(db, kind, containerId, { sectionId });
  await repo.deleteSection(db, sectionId);
}

/** Adds a slot holding a child of a kind the container accepts, once per container. */
export async function addSlot(
  db: Executor,
  kind: ContainerKind,
  containerId: number,
  sectionId: number,
  input: SlotInput,
) {
  await lock(db, kind, containerId);
  if (!(await repo.hasSection(db, containerId, sectionId))) throw notFound();
  const childKind = await repo.kindOf(db, input.child_id);
  if (
    childKind === undefined ||
    !kind.childKinds.includes(childKind) ||
    input.child_id === containerId
  )
    throw validationError({ child_id: ['invalid_choice'] });
  if (await repo.holdsChild(db, containerId, input.child_id))
    throw validationError({ child_id: ['already_exists'] });
  return repo.insertSlot(db, containerId, sectionId, input);
}

export async function deleteSlot(
  db: Executor,
  kind: ContainerKind,
  containerId: number,
  slotId: number,
) {
  const container = await lock(db, kind, containerId);
  if ((await repo.slotSection(db, containerId, slotId)) === undefined) throw notFound();
  if (container.is_publish) await keepOneSlot(db, kind, containerId, { slotId });
  await repo.deleteSlot(db, slotId);
}

/** Sets whether learners must complete a slot. */
export async function updateSlot(
  db: Executor,
  kind: ContainerKind,
  containerId: number,
  slotId: number,
  input: SlotUpdate,
) {
  await lock(db, kind, containerId);
  const row = await repo.updateSlot(db, containerId, slotId, input);
  if (!row) throw notFound();
  return row;
}

/**
 * Moves one row a step among its siblings (listed by sort, then id) and writes the whole order
 * back as 0, 1, 2…: rows created with the default sort 0 get a real order on the first move.
 */
function reorder(ids: number[], id: number, direction: MoveInput['direction']): number[] {
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[at], next[to]] = [next[to] as number, next[at] as number];
  return next;
}

/** Moves a section one step up or down. */
export async function moveSection(
  db: Executor,
  kind: ContainerKind,
  containerId: number,
  sectionId: number,
  input: MoveInput,
): Promise<void> {
  await lock(db, kind, containerId);
  const ids = await repo.sectionIds(db, containerId);
  if (!ids.includes(sectionId)) throw notFound();
  await repo.writeOrder(db, 'section', reorder(ids, sectionId, input.direction));
}

/** Moves a slot one step up or down inside its section. */
export async function moveSlot(
  db: Executor,
  kind: ContainerKind,
  containerId: number,
  slotId: number,
  input: MoveInput,
): Promise<void> {
  await lock(db, kind, containerId);
  const sectionId = await repo.slotSection(db, containerId, slotId);
  if (sectionId === undefined) throw notFound();
  const ids = await repo.slotIds(db, sectionId);
  await repo.writeOrder(db, 'slot', reorder(ids, slotId, input.direction));
}

/** The container's sections with their slots and children, as the dashboard edits them. */
export async function containerOutline(db: Executor, id: number) {
  return editOutline(db, id);
}

/** The authoring functions bound to one kind (what a kind's dashboard routes call). */
export function authoringOf(kind: ContainerKind) {
  const bind =
    <A extends unknown[], R>(fn: (db: Executor, kind: ContainerKind, ...rest: A) => R) =>
    (db: Executor, ...rest: A) =>
      fn(db, kind, ...rest);
  return {
    updateContainer: bind(updateContainer),
    setPublished: bind(setPublished),
    deleteContainer: bind(deleteContainer),
    addSection: bind(addSection),
    updateSection: bind(updateSection),
    deleteSection: bind(deleteSection),
    moveSection: bind(moveSection),
    addSlot: bind(addSlot),
    updateSlot: bind(updateSlot),
    deleteSlot: bind(deleteSlot),
    moveSlot: bind(moveSlot),
  };
}
