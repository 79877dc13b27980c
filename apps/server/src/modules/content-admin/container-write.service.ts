import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  CourseInputSchema,
  NewCourseStepSchema,
  type MoveInput,
  type NewCourseStep,
  type SectionInput,
  type SlotInput,
  type SlotUpdate,
} from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { writeAudit } from '@/lib/audit';
import { checkImageField } from '@/lib/image-field';
import { touch } from '@/lib/settings/settings';
import {
  checkContainer,
  type ContainerAdmin,
  type ContainerInput,
} from './container-admin.service';

type AuditAction = Parameters<typeof writeAudit>[3];

/**
 * The dashboard's writes of a container (a course or a program), its sections and its slots for
 * one request: each is one transaction holding the change and its audit row (and, for the
 * container row itself, the front's home_menu stamp; the audit entity is its kind).
 * `mediaRoot` is where the cover's upload is checked.
 */
export function containerEditor(
  db: Database,
  mediaRoot: string,
  request: FastifyRequest,
  actor: Pick<UserRow, 'id'>,
  admin: ContainerAdmin,
) {
  const entity = admin.kind.kind;
  const write = <T>(change: (trx: Executor) => Promise<T>) => db.transaction().execute(change);
  const audit = (trx: Executor, action: AuditAction, entity: string, id: number, logged: unknown) =>
    writeAudit(trx, request, actor.id, action, entity, id, logged);

  /** Creates a container from its form inside the caller's transaction; answers its id. */
  const createIn = async (trx: Executor, input: ContainerInput) => {
    await checkContainer(trx, input);
    await checkImageField(trx, mediaRoot, 'cover', input.image);
    const created = await admin.create(trx, input);
    await audit(trx, 'create', entity, created, input);
    return created;
  };

  return {
    createIn,

    /** Creates a container from its form (references checked, cover checked); answers its id. */
    create: (input: ContainerInput) => write((trx) => createIn(trx, input)),

    /** Saves a container's form. */
    update: (id: number, input: ContainerInput) =>
      write(async (trx) => {
        await checkContainer(trx, input, id);
        await checkImageField(trx, mediaRoot, 'cover', input.image);
        await admin.update(trx, id, input);
        await audit(trx, 'update', entity, id, input);
        await touch(trx, 'home_menu');
      }),

    /** Publishes or unpublishes a container. */
    publish: (id: number, publish: boolean) =>
      write(async (trx) => {
        await admin.setPublished(trx, id, publish);
        await audit(trx, publish ? 'publish' : 'unpublish', entity, id, {});
        await touch(trx, 'home_menu');
      }),

    /** Deletes a container (424 while learners or other content use it). */
    remove: (id: number) =>
      write(async (trx) => {
        await admin.deleteContainer(trx, id);
        await audit(trx, 'delete', entity, id, {});
        await touch(trx, 'home_menu');
      }),

    /** Adds a section; answers its row. */
    addSection: (containerId: number, input: SectionInput) =>
      write(async (trx) => {
        const row = await admin.addSection(trx, containerId, input);
        await audit(trx, 'create', 'section', row.id, input);
        return row;
      }),

    /** Renames (and re-sorts) a section; answers its row. */
    updateSection: (containerId: number, sectionId: number, input: SectionInput) =>
      write(async (trx) => {
        const row = await admin.updateSection(trx, containerId, sectionId, input);
        await audit(trx, 'update', 'section', sectionId, input);
        return row;
      }),

    /** Deletes a section. */
    deleteSection: (containerId: number, sectionId: number) =>
      write(async (trx) => {
        await admin.deleteSection(trx, containerId, sectionId);
        await audit(trx, 'delete', 'section', sectionId, {});
      }),

    /** Moves a section one step up or down. */
    moveSection: (containerId: number, sectionId: number, input: MoveInput) =>
      write(async (trx) => {
        await admin.moveSection(trx, containerId, sectionId, input);
        await audit(trx, 'move', 'section', sectionId, input);
      }),

    /** Adds a slot holding existing content; answers its row. */
    addSlot: (containerId: number, sectionId: number, input: SlotInput) =>
      write(async (trx) => {
        const row = await admin.addSlot(trx, containerId, sectionId, input);
        await audit(trx, 'create', 'slot', row.id, input);
        return row;
      }),

    /**
     * Makes a draft course through the course editor's own create (its checks and audit row) and
     * adds it to the section as a step, in one transaction; answers the step as the outline
     * shows it.
     */
    addNewCourse: (
      courseEditor: { createIn: typeof createIn },
      containerId: number,
      sectionId: number,
      input: NewCourseStep,
    ) =>
      write(async (trx) => {
        const { is_required, sort, ...titles } = NewCourseStepSchema.parse(input);
        const course = CourseInputSchema.parse({
          ...titles,
          code: titles.code ?? `C-${randomBytes(4).toString('hex').toUpperCase()}`,
        });
        const childId = await courseEditor.createIn(trx, course);
        const slot = { child_id: childId, is_required, sort };
        const row = await admin.addSlot(trx, containerId, sectionId, slot);
        await audit(trx, 'create', 'slot', row.id, slot);
        return {
          ...row,
          kind: 'course',
          title_en: course.title_en,
          title_th: course.title_th,
        };
      }),

    /** Sets whether learners must complete a slot; answers its row. */
    updateSlot: (containerId: number, slotId: number, input: SlotUpdate) =>
      write(async (trx) => {
        const row = await admin.updateSlot(trx, containerId, slotId, input);
        await audit(trx, 'update', 'slot', slotId, input);
        return row;
      }),

    /** Deletes a slot. */
    deleteSlot: (containerId: number, slotId: number) =>
      write(async (trx) => {
        await admin.deleteSlot(trx, containerId, slotId);
        await audit(trx, 'delete', 'slot', slotId, {});
      }),

    /** Moves a slot one step up or down within its section. */
    moveSlot: (containerId: number, slotId: number, input: MoveInput) =>
      write(async (trx) => {
        await admin.moveSlot(trx, containerId, slotId, input);
        await audit(trx, 'move', 'slot', slotId, input);
      }),
  };
}
