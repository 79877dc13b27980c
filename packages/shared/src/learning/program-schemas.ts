import { z } from 'zod';
import {
  ContentListQuerySchema,
  ContentTypeRefSchema,
  CourseDetailSchema,
  ResultRefSchema,
  SectionSchema,
  SlotSchema,
} from './schemas';

/** A step of a program: its slot, the content it holds (with image), and whether it is open. */
export const ProgramStepSchema = SlotSchema.extend({
  content: SlotSchema.shape.content.extend({ image: z.string().nullable() }),
  /** An ordered program's step whose earlier steps are not all completed yet. */
  is_locked: z.boolean(),
  /** The earlier step that must be completed first (ordered programs, while locked). */
  unlocked_by: z.object({ slot_id: z.number(), title: z.string() }).nullable(),
});
export type ProgramStep = z.infer<typeof ProgramStepSchema>;

export const ProgramSectionSchema = SectionSchema.extend({
  slot_list: z.array(ProgramStepSchema),
});
export type ProgramSection = z.infer<typeof ProgramSectionSchema>;

/** GET learning-path/{id}/, learning-program/{id}/, onboard/{id}/. */
export const ProgramDetailSchema = CourseDetailSchema.extend({
  /** Steps open one after another (by section, then step order). */
  is_ordered: z.boolean(),
  section_list: z.array(ProgramSectionSchema),
  /** Step counts for the overall progress (the learner's own; zeros for visitors). */
  progress: z.object({
    step_count: z.number(),
    required_count: z.number(),
    completed_count: z.number(),
    required_completed_count: z.number(),
  }),
  /** The deadline of the learner's live assignment of this program, if any. */
  datetime_deadline: z.string().nullable(),
});
export type ProgramDetail = z.infer<typeof ProgramDetailSchema>;

/** POST {program}/{id}/slot/{slotid}/start/: the learner is enrolled in the step's content. */
export const StepStartAnswerSchema = z.object({
  slot_id: z.number(),
  content_id: z.number(),
  content_type: ContentTypeRefSchema,
  learning_result: ResultRefSchema,
});
export type StepStartAnswer = z.infer<typeof StepStartAnswerSchema>;

/**
 * Query of learning-path/, learning-program/, onboard/: the catalog list's, plus `schedule`:
 * true lists only programs with an enrolment window (the webfront's /learning-path/schedule),
 * false only those without one (/learning-path/online); absent lists both.
 */
export const ProgramListQuerySchema = ContentListQuerySchema.extend({
  schedule: z
    .enum(['true', 'false'], { error: 'invalid_choice' })
    .transform((v) => v === 'true')
    .optional(),
});
export type ProgramListQuery = z.infer<typeof ProgramListQuerySchema>;
