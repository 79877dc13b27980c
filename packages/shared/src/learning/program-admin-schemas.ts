import { z } from 'zod';
import {
  AdminCourseSchema,
  AdminSectionRowSchema,
  AdminSlotSchema,
  CourseFieldsSchema,
  windowsEndAfterStart,
} from './admin-schemas';
import type { AdminCourse } from './admin-schemas';
import { adminFields } from './admin-fields';
import type { ProgramKind } from './program-kinds';

/**
 * The dashboard's program forms (issue 15): a learning path, a learning program or an
 * onboarding program is edited like a course (the same fields, sections and slots) plus
 * whether its steps open in order.
 */

/** POST/PATCH dashboard/{learning-path|learning-program|onboard}/: a program's own fields. */
export const ProgramInputSchema = CourseFieldsSchema.extend({
  /** Each step opens when the steps before it are completed. */
  is_ordered: z.boolean().default(false),
}).superRefine(windowsEndAfterStart);
export type ProgramInput = z.infer<typeof ProgramInputSchema>;

/**
 * POST dashboard/{program}/{id}/section/{sectionId}/new-course/: a draft course made from the
 * step picker (titles required; the code made up when left out) and added as a step.
 */
export const NewCourseStepSchema = z
  .object({
    code: adminFields.code.optional(),
    title_en: adminFields.name,
    title_th: adminFields.name,
    is_required: z.boolean().default(true),
    sort: adminFields.sort.default(0),
  })
  .strict();
export type NewCourseStep = z.input<typeof NewCourseStepSchema>;

/** The answer of GET dashboard/{program}/{id}/ and of the program writes. */
export const AdminProgramSchema = AdminCourseSchema.extend({ is_ordered: z.boolean() });

/** A program as the dashboard edits it: the course's answer with its kind and order flag. */
export type AdminProgram = Omit<AdminCourse, 'kind'> & { kind: ProgramKind; is_ordered: boolean };

/** PUT dashboard/onboard/{id}/auto-assign/: assign it to each new member of a group. */
export const OnboardAutoAssignInputSchema = z
  .object({
    group_id: z
      .number({ error: 'invalid_id' })
      .int('invalid_id')
      .min(1, 'invalid_id')
      .max(2_147_483_647, 'invalid_id'),
    /** The deadline, in days after the user joins the group. */
    deadline_days: z
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(3650, 'invalid_value'),
  })
  .strict();
export type OnboardAutoAssignInput = z.infer<typeof OnboardAutoAssignInputSchema>;

/** GET/PUT dashboard/onboard/{id}/auto-assign/: the rule, or null when there is none. */
export const OnboardAutoAssignSchema = z.object({
  rule: z
    .object({ group_id: z.number(), group_name: z.string(), deadline_days: z.number() })
    .nullable(),
});
export type OnboardAutoAssign = z.infer<typeof OnboardAutoAssignSchema>;

/** A program's step with one learner's status and percent on what it holds (null: not begun). */
export const ProgramLearnerStepSchema = AdminSlotSchema.extend({
  status: z.number().nullable(),
  percent: z.number(),
});

/**
 * GET dashboard/{program}/{id}/learner/{userId}/: one learner's progress on the program and on
 * each of its steps, by section.
 */
export const ProgramLearnerProgressSchema = z.object({
  program: z.object({
    id: z.number(),
    kind: z.string(),
    title_en: z.string(),
    title_th: z.string(),
  }),
  user: z.object({
    id: z.number(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  result: z.object({ id: z.number(), status: z.number(), percent: z.number() }),
  section_list: z.array(
    AdminSectionRowSchema.extend({ slot_list: z.array(ProgramLearnerStepSchema) }),
  ),
});
export type ProgramLearnerProgress = z.infer<typeof ProgramLearnerProgressSchema>;
