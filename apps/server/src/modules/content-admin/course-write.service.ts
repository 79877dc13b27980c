import type { FastifyRequest } from 'fastify';
import type { CourseInput, MoveInput, SectionInput, SlotInput, SlotUpdate } from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { writeAudit } from '@/lib/audit';
import { checkImageField } from '@/lib/image-field';
import { touch } from '@/lib/settings/settings';
import {
  addSection,
  addSlot,
  checkCourse,
  createCourse,
  deleteCourse,
  deleteSection,
  deleteSlot,
  moveSection,
  moveSlot,
  setPublished,
  updateCourse,
  updateSection,
  updateSlot,
} from './course-admin.service';

type AuditAction = Parameters<typeof writeAudit>[3];

/**
 * The dashboard's writes of a course, its sections and its slots for one request: each is one
 * transaction holding the change and its audit row (and, for the course row itself, the
 * front's home_menu stamp). `mediaRoot` is where the cover's upload is checked.
 */
export function courseEditor(
  db: Database,
  mediaRoot: string,
  request: FastifyRequest,
  actor: Pick<UserRow, 'id'>,
) {
  const write = <T>(change: (trx: Executor) => Promise<T>) => db.transaction().execute(change);
  const audit = (
    trx: Executor,
    action: AuditAction,
    entity: 'course' | 'section' | 'slot',
    id: number,
    logged: unknown,
  ) => writeAudit(trx, request, actor.id, action, entity, id, logged);

  return {
    /** Creates a course from its form (references checked, cover checked); answers its id. */
    create: (input: CourseInput) =>
      write(async (trx) => {
        await checkCourse(trx, input);
        await checkImageField(trx, mediaRoot, 'cover', input.image);
        const created = await createCourse(trx, input);
        await audit(trx, 'create', 'course', created, input);
        return created;
      }),

    /** Saves a course's form. */
    update: (id: number, input: CourseInput) =>
      write(async (trx) => {
        await checkCourse(trx, input, id);
        await checkImageField(trx, mediaRoot, 'cover', input.image);
        await updateCourse(trx, id, input);
        await audit(trx, 'update', 'course', id, input);
        await touch(trx, 'home_menu');
      }),

    /** Publishes or unpublishes a course. */
    publish: (id: number, publish: boolean) =>
      write(async (trx) => {
        await setPublished(trx, id, publish);
        await audit(trx, publish ? 'publish' : 'unpublish', 'course', id, {});
        await touch(trx, 'home_menu');
      }),

    /** Deletes a course (424 while learners or other content use it). */
    remove: (id: number) =>
      write(async (trx) => {
        await deleteCourse(trx, id);
        await audit(trx, 'delete', 'course', id, {});
        await touch(trx, 'home_menu');
      }),

    /** Adds a section; answers its row. */
    addSection: (courseId: number, input: SectionInput) =>
      write(async (trx) => {
        const row = await addSection(trx, courseId, input);
        await audit(trx, 'create', 'section', row.id, input);
        return row;
      }),

    /** Renames (and re-sorts) a section; answers its row. */
    updateSection: (courseId: number, sectionId: number, input: SectionInput) =>
      write(async (trx) => {
        const row = await updateSection(trx, courseId, sectionId, input);
        await audit(trx, 'update', 'section', sectionId, input);
        return row;
      }),

    /** Deletes a section. */
    deleteSection: (courseId: number, sectionId: number) =>
      write(async (trx) => {
        await deleteSection(trx, courseId, sectionId);
        await audit(trx, 'delete', 'section', sectionId, {});
      }),

    /** Moves a section one step up or down. */
    moveSection: (courseId: number, sectionId: number, input: MoveInput) =>
      write(async (trx) => {
        await moveSection(trx, courseId, sectionId, input);
        await audit(trx, 'move', 'section', sectionId, input);
      }),

    /** Adds a slot holding existing content; answers its row. */
    addSlot: (courseId: number, sectionId: number, input: SlotInput) =>
      write(async (trx) => {
        const row = await addSlot(trx, courseId, sectionId, input);
        await audit(trx, 'create', 'slot', row.id, input);
        return row;
      }),

    /** Sets whether learners must complete a slot; answers its row. */
    updateSlot: (courseId: number, slotId: number, input: SlotUpdate) =>
      write(async (trx) => {
        const row = await updateSlot(trx, courseId, slotId, input);
        await audit(trx, 'update', 'slot', slotId, input);
        return row;
      }),

    /** Deletes a slot. */
    deleteSlot: (courseId: number, slotId: number) =>
      write(async (trx) => {
        await deleteSlot(trx, courseId, slotId);
        await audit(trx, 'delete', 'slot', slotId, {});
      }),

    /** Moves a slot one step up or down within its section. */
    moveSlot: (courseId: number, slotId: number, input: MoveInput) =>
      write(async (trx) => {
        await moveSlot(trx, courseId, slotId, input);
        await audit(trx, 'move', 'slot', slotId, input);
      }),
  };
}
