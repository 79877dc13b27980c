import { z } from 'zod';
import { AdminCourseSchema, CourseFieldsSchema, windowsEndAfterStart } from './admin-schemas';
import type { AdminCourse } from './admin-schemas';
import type { ProgramKind } from './program-schemas';

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

/** The answer of GET dashboard/{program}/{id}/ and of the program writes. */
export const AdminProgramSchema = AdminCourseSchema.extend({ is_ordered: z.boolean() });

/** A program as the dashboard edits it: the course's answer with its kind and order flag. */
export type AdminProgram = Omit<AdminCourse, 'kind'> & { kind: ProgramKind; is_ordered: boolean };
