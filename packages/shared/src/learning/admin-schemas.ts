import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { adminFields } from './admin-fields';
import { imageField } from './image';
import { MATERIAL_KINDS } from './content-types';
import { pagedSchema } from './schemas';
import { PROGRAM_KINDS } from './program-kinds';

/**
 * Bodies of the dashboard's content calls (SPEC §5 validation: text 200, description 2000, end
 * after start). Shared so the dashboard's forms check exactly what the server checks.
 */

const { name, optionalName, description, richDescription, outcomes, level, code, id, sort } =
  adminFields;

/** Fields every content form shares, for other content kinds' schemas (tests, surveys). */
export const contentFieldSchemas = { code, name, optionalName, description } as const;

const isoDate = z.iso.datetime({ offset: true, error: 'invalid_datetime' });

/** A course's own fields; enrolment rules included (unrefined, for kinds that extend it). */
export const CourseFieldsSchema = z
  .object({
    code,
    title_en: name,
    /** Required: a course is shown to Thai learners under its Thai title. */
    title_th: name,
    /** Rich text (the editor's HTML), sanitised by the server on write. */
    desc_en: richDescription.default(''),
    desc_th: richDescription.default(''),
    /** "What you will learn", in each language. */
    outcomes_en: outcomes.default([]),
    outcomes_th: outcomes.default([]),
    /** 1 beginner, 2 intermediate, 3 advanced; null: not said. */
    level: level.nullable().default(null),
    /** The cover (IMAGE_RULES.cover, 800×450). */
    image: imageField,
    category_id: id.nullable().default(null),
    provider_id: id.nullable().default(null),
    instructor_ids: z.array(id).max(20, 'length_less_than').default([]),
    tag_ids: z.array(id).max(30, 'length_less_than').default([]),
    capacity: z
      .number()
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(1_000_000)
      .nullable()
      .default(null),
    is_approval_required: z.boolean().default(false),
    /** Completing the course awards a certificate. */
    is_certificate: z.boolean().default(false),
    enroll_start: isoDate.nullable().default(null),
    enroll_end: isoDate.nullable().default(null),
    datetime_publish_start: isoDate.nullable().default(null),
    datetime_publish_end: isoDate.nullable().default(null),
    price_minor: z
      .number()
      .int('invalid_value')
      .min(0, 'invalid_value')
      .max(1_000_000_000)
      .default(0),
    currency: z.enum(['thb', 'usd', 'jpy'], { error: 'invalid_choice' }).default('thb'),
    duration_minutes: z
      .number()
      .int('invalid_value')
      .min(0, 'invalid_value')
      .max(100_000)
      .default(0),
    /** Left out: unchanged on update (the dashboard form does not edit it yet), none on create. */
    dependency_id: id.nullable().optional(),
    /** A survey answered before the course completes (learners wait in 23 until then). */
    required_survey_id: id.nullable().optional(),
  })
  .strict();

/** Each window of a content form ends after it starts. */
export function windowsEndAfterStart(
  v: Pick<
    z.infer<typeof CourseFieldsSchema>,
    'enroll_start' | 'enroll_end' | 'datetime_publish_start' | 'datetime_publish_end'
  >,
  ctx: z.RefinementCtx,
): void {
  for (const [start, end] of [
    ['enroll_start', 'enroll_end'],
    ['datetime_publish_start', 'datetime_publish_end'],
  ] as const) {
    const a = v[start];
    const b = v[end];
    if (a && b && Date.parse(b) <= Date.parse(a))
      ctx.addIssue({ code: 'custom', path: [end], message: 'end_time_must_be_after_start_time' });
  }
}

/** A course's own fields; enrolment rules included. */
export const CourseInputSchema = CourseFieldsSchema.superRefine(windowsEndAfterStart);
export type CourseInput = z.infer<typeof CourseInputSchema>;

export const SectionInputSchema = z
  .object({ name_en: name, name_th: optionalName.default(''), sort: sort.default(0) })
  .strict();
export type SectionInput = z.infer<typeof SectionInputSchema>;

export const SlotInputSchema = z
  .object({ child_id: id, is_required: z.boolean().default(true), sort: sort.default(0) })
  .strict();
export type SlotInput = z.infer<typeof SlotInputSchema>;

/** A section as POST/PATCH dashboard/course/{id}/section/ answer it. */
export const AdminSectionRowSchema = z.object({
  id: z.number(),
  content_id: z.number(),
  name_en: z.string(),
  name_th: z.string(),
  sort: z.number(),
});

/** A slot as POST .../slot/ and PATCH dashboard/course/{id}/slot/{slotId}/ answer it. */
export const AdminSlotRowSchema = z.object({
  id: z.number(),
  section_id: z.number(),
  content_id: z.number(),
  child_id: z.number(),
  is_required: z.boolean(),
  sort: z.number(),
});

/** AdminSlot as a schema: a slot in the course outline, with the title of what it holds. */
export const AdminSlotSchema = z.object({
  id: z.number(),
  section_id: z.number(),
  child_id: z.number(),
  is_required: z.boolean(),
  sort: z.number(),
  kind: z.string(),
  title_en: z.string(),
  title_th: z.string(),
});

/** A slot of a course as the dashboard edits it, with the title of what it holds. */
export type AdminSlot = z.infer<typeof AdminSlotSchema>;

/** AdminSection as a schema: a section of the outline with its slots, in order. */
export const AdminSectionSchema = AdminSectionRowSchema.extend({
  slot_list: z.array(AdminSlotSchema),
});

/** A section of a course with its slots, in order. */
export type AdminSection = z.infer<typeof AdminSectionSchema>;

/**
 * The answer of GET dashboard/course/{id}/ (and of the course writes): the fields every
 * editor reads are declared; the course's other columns (the CourseInput form fields, as
 * stored) pass through unchanged.
 */
export const AdminCourseSchema = z.looseObject({
  id: z.number(),
  /** Always 'course'. */
  kind: z.string(),
  code: z.string(),
  title_en: z.string(),
  title_th: z.string(),
  image: z.string().nullable(),
  is_publish: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  instructor_ids: z.array(z.number()),
  tag_ids: z.array(z.number()),
  /** The content to complete before enrolling (dependency_id), as the form's picker shows it. */
  dependency: z
    .object({ id: z.number(), code: z.string(), title_en: z.string(), title_th: z.string() })
    .nullable(),
  section_list: z.array(AdminSectionSchema),
});

/**
 * GET dashboard/course/{id}/: the course's own fields, links and outline. Written out, not
 * inferred: AdminCourseSchema passes the CourseInput form fields through undeclared.
 */
export type AdminCourse = Omit<
  CourseInput,
  'enroll_start' | 'enroll_end' | 'datetime_publish_start' | 'datetime_publish_end'
> & {
  id: number;
  kind: 'course';
  image: string | null;
  is_publish: boolean;
  enroll_start: string | null;
  enroll_end: string | null;
  datetime_publish_start: string | null;
  datetime_publish_end: string | null;
  created_at: string;
  updated_at: string;
  dependency: { id: number; code: string; title_en: string; title_th: string } | null;
  section_list: AdminSection[];
};

/** PATCH of a slot: whether learners must complete it. */
export const SlotUpdateSchema = z.object({ is_required: z.boolean() }).strict();
export type SlotUpdate = z.infer<typeof SlotUpdateSchema>;

/** POST .../move/: one step up or down among its siblings. */
export const MoveInputSchema = z
  .object({ direction: z.enum(['up', 'down'], { error: 'invalid_choice' }) })
  .strict();
export type MoveInput = z.infer<typeof MoveInputSchema>;

export const PublishInputSchema = z
  .object({ is_publish: z.boolean({ error: 'this_field_is_required' }) })
  .strict();

/** Orderings of dashboard/content/ (each served by an index). */
export const ADMIN_CONTENT_ORDERINGS = ['-created', 'created', 'code', '-code'] as const;
export type AdminContentOrdering = (typeof ADMIN_CONTENT_ORDERINGS)[number];

/** Query of the dashboard's content lists. */
export const AdminContentQuerySchema = PageQuerySchema.extend({
  kind: z.string().max(50).optional(),
  is_publish: z.enum(['true', 'false'], { error: 'invalid_choice' }).optional(),
  ordering: z.enum(ADMIN_CONTENT_ORDERINGS, { error: 'invalid_choice' }).optional(),
});
export type AdminContentQuery = z.infer<typeof AdminContentQuerySchema>;

/** Kinds a course slot may hold: every learning material, tests and surveys. */
export const ATTACHABLE_KINDS = [...MATERIAL_KINDS, 'test', 'survey'] as const;

/** Kinds a program's step may hold (issue 15): a course, or anything a course slot holds. */
export const PROGRAM_STEP_KINDS = ['course', ...ATTACHABLE_KINDS] as const;

/** Query of dashboard/content/attachable/: the slot picker. */
export const AttachableQuerySchema = PageQuerySchema.extend({
  /** The container kind the slot is for: the picker lists the kinds its slots accept. */
  container: z.enum(['course', ...PROGRAM_KINDS], { error: 'invalid_choice' }).default('course'),
  kind: z.enum(PROGRAM_STEP_KINDS, { error: 'invalid_choice' }).optional(),
});
export type AttachableQuery = z.infer<typeof AttachableQuerySchema>;

/** A row of the slot picker (dashboard/content/attachable/). */
export const AttachableRowSchema = z.object({
  id: z.number(),
  kind: z.string(),
  code: z.string(),
  title_en: z.string(),
  title_th: z.string(),
  is_publish: z.boolean(),
});

/** A row of the slot picker. */
export type AttachableRow = z.infer<typeof AttachableRowSchema>;

/** Answer of GET dashboard/content/attachable/. */
export const AttachablePageSchema = pagedSchema(AttachableRowSchema);

/** A row of the dashboard's content list. */
export const AdminContentListRowSchema = AttachableRowSchema.extend({
  enroll_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** Answer of GET dashboard/content/. */
export const AdminContentPageSchema = pagedSchema(AdminContentListRowSchema);

/** A row of the dashboard's content list. */
export type AdminContentRow = z.infer<typeof AdminContentListRowSchema>;
