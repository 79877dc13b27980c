import { z } from 'zod';
import { PROGRESS_STATUS, statusSchema } from '../status';
import { PageQuerySchema } from '../api';
import { LANGUAGES, TEXT_LIMIT } from '../constants';
import { ContentTypeRefSchema } from './schemas';
import { PROGRAM_KINDS } from './program-kinds';

/** Content kinds an administrator assigns (the kinds learners enrol in): courses and programs. */
export const ASSIGNABLE_KINDS = ['course', ...PROGRAM_KINDS] as const;

/** SPEC §4 assignment status codes used here: of an assignment and of each assigned learner. */
export const ASSIGNMENT_STATUS = {
  /** A result was made (or an ended one re-opened) for the learner. */
  assigned: 1,
  /** The learner already had a live result: it is kept as it is. */
  no_action: 2,
  canceled: 6,
} as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUS)[keyof typeof ASSIGNMENT_STATUS];

/** Most people (users picked one by one) and groups one assignment takes. */
export const ASSIGNMENT_MAX_USERS = 500;
export const ASSIGNMENT_MAX_GROUPS = 50;

const id = z
  .number({ error: 'invalid_id' })
  .int('invalid_id')
  .min(1, 'invalid_id')
  .max(2 ** 31 - 1, 'invalid_id');
const isoDate = z.iso.datetime({ offset: true, error: 'invalid_datetime' });
const unique = (ids: number[]) => new Set(ids).size === ids.length;

/**
 * POST dashboard/assignment/: a content, the people (users and/or groups) and the period.
 * The end must be after the start and not already past; groups are resolved to their members
 * when the assignment is made.
 */
export const AssignmentInputSchema = z
  .object({
    content_id: id,
    user_ids: z
      .array(id)
      .max(ASSIGNMENT_MAX_USERS, 'length_less_than')
      .refine(unique, 'invalid_choice')
      .default([]),
    group_ids: z
      .array(id)
      .max(ASSIGNMENT_MAX_GROUPS, 'length_less_than')
      .refine(unique, 'invalid_choice')
      .default([]),
    date_start: isoDate,
    date_end: isoDate,
    note: z.string().trim().max(TEXT_LIMIT, 'length_less_than').default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.user_ids.length === 0 && v.group_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['user_ids'], message: 'assignment_needs_learners' });
    const start = Date.parse(v.date_start);
    const end = Date.parse(v.date_end);
    if (end <= start)
      ctx.addIssue({
        code: 'custom',
        path: ['date_end'],
        message: 'end_time_must_be_after_start_time',
      });
    else if (end <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'end_time_already_passed' });
  });
export type AssignmentInput = z.input<typeof AssignmentInputSchema>;

export const ASSIGNMENT_ORDERINGS = ['created', '-created', 'date_end', '-date_end'] as const;

/** The status code each value of the list's `status` filter stands for. */
export const ASSIGNMENT_STATUS_FILTER = {
  '1': ASSIGNMENT_STATUS.assigned,
  '6': ASSIGNMENT_STATUS.canceled,
} as const;

/** Query of GET dashboard/assignment/: search on the content's code or title. */
export const AssignmentListQuerySchema = PageQuerySchema.extend({
  status: z.enum(['1', '6'], { error: 'invalid_choice' }).optional(),
  ordering: z.enum(ASSIGNMENT_ORDERINGS, { error: 'invalid_choice' }).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
export type AssignmentListQuery = z.infer<typeof AssignmentListQuerySchema>;

const person = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

/** A row of the assignment list. */
export const AssignmentSchema = z.object({
  id: z.number(),
  content: z.object({
    id: z.number(),
    code: z.string(),
    title: z.string(),
    content_type: ContentTypeRefSchema,
  }),
  datetime_start: z.string(),
  datetime_end: z.string(),
  note: z.string(),
  /** 1 assigned, 6 canceled. */
  status: statusSchema(ASSIGNMENT_STATUS),
  /** The period has ended. */
  is_ended: z.boolean(),
  learner_count: z.number(),
  created_by: person.nullable(),
  datetime_create: z.string(),
  datetime_cancel: z.string().nullable(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

/** GET dashboard/assignment/{id}/: the row, who was chosen, and the learners by status. */
export const AssignmentDetailSchema = AssignmentSchema.extend({
  target_list: z.array(
    z.object({ type: z.enum(['user', 'group']), id: z.number(), name: z.string() }),
  ),
  /** Learners by assignment status (assigned, no_action, canceled). */
  learner_status_count: z.object({
    assigned: z.number(),
    no_action: z.number(),
    canceled: z.number(),
  }),
});
export type AssignmentDetail = z.infer<typeof AssignmentDetailSchema>;

export const ASSIGNMENT_LEARNER_ORDERINGS = ['name', '-name', 'status', '-status'] as const;

/** Query of GET dashboard/assignment/{id}/learner/: search on name or email. */
export const AssignmentLearnerQuerySchema = PageQuerySchema.extend({
  ordering: z.enum(ASSIGNMENT_LEARNER_ORDERINGS, { error: 'invalid_choice' }).optional(),
});
export type AssignmentLearnerQuery = z.infer<typeof AssignmentLearnerQuerySchema>;

/** One assigned learner with their learning result on the content. */
export const AssignmentLearnerSchema = z.object({
  user: person,
  /** SPEC §4 assignment status: 1 assigned, 2 no action (already enrolled), 6 canceled. */
  status: statusSchema(ASSIGNMENT_STATUS),
  result: z
    .object({
      id: z.number(),
      status: statusSchema(PROGRESS_STATUS),
      percent: z.number(),
      datetime_complete: z.string().nullable(),
    })
    .nullable(),
});
export type AssignmentLearner = z.infer<typeof AssignmentLearnerSchema>;

/** People to pick in the assignment form: users (name and email) or groups (with size). */
export const AssigneeOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The email of a user; empty for a group. */
  email: z.string(),
  /** Members of a group; 1 for a user. */
  member_count: z.number(),
});
export type AssigneeOption = z.infer<typeof AssigneeOptionSchema>;

/** Query of the people pickers: search, or the ids of values already chosen. */
export const AssigneeOptionQuerySchema = PageQuerySchema.extend({
  id_list: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'invalid_choice')
    .optional(),
});

/** POST dashboard/assignment/{id}/cancel/. */
export const AssignmentCancelSchema = z
  .object({ reason: z.string().trim().max(TEXT_LIMIT, 'length_less_than').optional() })
  .strict();

/** The assignment a learner's library item comes from: its period (the deadline). */
export const LibraryAssignmentSchema = z
  .object({
    id: z.number(),
    datetime_start: z.string(),
    datetime_end: z.string(),
  })
  .nullable();
