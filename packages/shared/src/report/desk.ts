import { z } from 'zod';

/**
 * The dashboard home as an operations desk (issue 21 item 13): the queues waiting for the
 * viewer, this week's enrolments and completions, and the latest learning events. Each part is
 * there only for a viewer who may act on it (null or absent otherwise).
 */
export const DESK_QUEUES = [
  'approvals',
  'marking',
  'orders',
  'material_requests',
  'failed_imports',
] as const;
export type DeskQueue = (typeof DESK_QUEUES)[number];

/** Days of the week chart, today included. */
export const DESK_WEEK_DAYS = 7;
/** Learning events listed under recent activity. */
export const DESK_ACTIVITY_ROWS = 8;
/** Failed imports count from this many days back. */
export const DESK_FAILED_IMPORT_DAYS = 7;

export const DeskSchema = z.object({
  queues: z.array(z.object({ key: z.enum(DESK_QUEUES), count: z.number().int() })),
  /** Per UTC day, oldest first: enrolments made and completions reached. */
  week: z
    .array(z.object({ date: z.string(), enrolled: z.number().int(), completed: z.number().int() }))
    .nullable(),
  /** The latest status changes of learners' results, newest first. */
  activity: z
    .array(
      z.object({
        id: z.string(),
        at: z.string(),
        to_status: z.number().int(),
        learner: z.string(),
        content_id: z.number().int(),
        content: z.string(),
      }),
    )
    .nullable(),
});
export type Desk = z.infer<typeof DeskSchema>;
