import { z } from 'zod';
import { CONTENT_TYPES } from '../learning/content-types';
import { pagedSchema } from '../learning/schemas';

/**
 * Points, challenges and leaderboards (issue 19, SPEC §2 /profile/point-gamification, §7
 * gamification/content-type/), and the team dashboard (SPEC §2 /team-dashboard).
 */
export const POINT_ACTIONS = [
  'enroll',
  'complete',
  'pass_test',
  'review',
  'discussion_post',
  'daily_streak',
] as const;
export type PointAction = (typeof POINT_ACTIONS)[number];

/** A rule's content kind: one of SPEC §1's, or '*' for any. */
export const POINT_RULE_KINDS = ['*', ...CONTENT_TYPES.map((t) => t.code)] as [string, ...string[]];
export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_SCOPES = ['all', 'department', 'group'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];
/** Challenge actions are counted from learning results: enrolments and completions. */
export const CHALLENGE_ACTIONS = ['enroll', 'complete'] as const;
/** The most rows a leaderboard answers with. */
export const LEADERBOARD_SIZE = 50;

const id = z.coerce
  .number()
  .int()
  .min(1, 'invalid_id')
  .max(2 ** 31 - 1, 'invalid_id');

export const PointRuleSchema = z.object({
  id: z.number(),
  content_kind: z.string(),
  action: z.string(),
  points: z.number(),
  is_active: z.boolean(),
});
export type PointRule = z.infer<typeof PointRuleSchema>;
export const PointRuleListSchema = pagedSchema(PointRuleSchema);

export const PointRuleInputSchema = z
  .object({
    content_kind: z.enum(POINT_RULE_KINDS, 'invalid_choice'),
    action: z.enum(POINT_ACTIONS, 'invalid_choice'),
    points: z.number().int().min(0, 'invalid_number').max(100000, 'invalid_number'),
    is_active: z.boolean().default(true),
  })
  .strict();
export const PointRulePatchSchema = z
  .object({
    points: z.number().int().min(0, 'invalid_number').max(100000, 'invalid_number').optional(),
    is_active: z.boolean().optional(),
  })
  .strict();

export const PointSummarySchema = z.object({
  enabled: z.boolean(),
  points: z.object({ week: z.number(), month: z.number(), all: z.number() }),
  leaderboard_opt_out: z.boolean(),
  /** The newest award's id, so the web can tell new points (the toast). */
  latest_event_id: z.number().nullable(),
});
export type PointSummary = z.infer<typeof PointSummarySchema>;

export const PointEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  points: z.number(),
  content_id: z.number().nullable(),
  content_kind: z.string().nullable(),
  title: z.object({ en: z.string(), th: z.string() }).nullable(),
  created_at: z.string(),
});
export type PointEvent = z.infer<typeof PointEventSchema>;
export const PointHistorySchema = pagedSchema(PointEventSchema);

export const PrivacyInputSchema = z.object({ leaderboard_opt_out: z.boolean() }).strict();

export const LeaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS, 'invalid_choice').default('week'),
  scope: z.enum(LEADERBOARD_SCOPES, 'invalid_choice').default('all'),
  group_id: id.optional(),
  format: z.literal('json').optional(),
});
export type LeaderboardQuery = z.input<typeof LeaderboardQuerySchema>;

export const LeaderboardRowSchema = z.object({
  rank: z.number(),
  user_id: z.number(),
  name: z.string(),
  department: z.string(),
  points: z.number(),
  is_me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;
export const LeaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  scope: z.enum(LEADERBOARD_SCOPES),
  results: z.array(LeaderboardRowSchema),
  /** My own place: null rank when I opted out or have no points. */
  me: z.object({ rank: z.number().nullable(), points: z.number(), hidden: z.boolean() }),
  /** The groups I may pick for the group scope. */
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const ChallengeSchema = z.object({
  id: z.number(),
  title: z.object({ en: z.string(), th: z.string() }),
  description: z.object({ en: z.string(), th: z.string() }),
  action: z.string(),
  content_kind: z.string(),
  category_id: z.number().nullable(),
  target: z.number(),
  period: z.enum(LEADERBOARD_PERIODS),
  badge_image: z.string().nullable(),
  is_active: z.boolean(),
});
export type Challenge = z.infer<typeof ChallengeSchema>;
export const ChallengeListSchema = pagedSchema(ChallengeSchema);
export const MyChallengeSchema = ChallengeSchema.extend({
  progress: z.number(),
  completed: z.boolean(),
});
export type MyChallenge = z.infer<typeof MyChallengeSchema>;
export const MyChallengesSchema = z.object({ results: z.array(MyChallengeSchema) });

const text = (max: number) => z.string().trim().max(max, 'length_less_than');
export const ChallengeInputSchema = z
  .object({
    title_en: text(200).min(1, 'required'),
    title_th: text(200).default(''),
    description_en: text(2000).default(''),
    description_th: text(2000).default(''),
    action: z.enum(CHALLENGE_ACTIONS, 'invalid_choice'),
    content_kind: z.enum(POINT_RULE_KINDS, 'invalid_choice').default('*'),
    category_id: id.nullable().default(null),
    target: z.number().int().min(1, 'invalid_number').max(1000, 'invalid_number'),
    period: z.enum(LEADERBOARD_PERIODS, 'invalid_choice'),
    /** An uploaded image's path (the dashboard's image upload), or null. */
    badge_image: z.string().max(500).nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .strict();
export type ChallengeInput = z.input<typeof ChallengeInputSchema>;

export const PointReportRowSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  points_all: z.number(),
  points_month: z.number(),
});
export const PointReportSchema = pagedSchema(PointReportRowSchema);

/* ---------- team dashboard ---------- */

export const TeamMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  position: z.string(),
  assigned: z.number(),
  enrolled: z.number(),
  completed: z.number(),
  overdue: z.number(),
  completed_this_month: z.number(),
  certificates: z.number(),
  points_month: z.number(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamMemberListSchema = pagedSchema(TeamMemberSchema);

export const TeamSummarySchema = z.object({
  members: z.number(),
  overdue: z.number(),
  completed_this_month: z.number(),
  certificates: z.number(),
});
export type TeamSummary = z.infer<typeof TeamSummarySchema>;

export const TeamResultSchema = z.object({
  id: z.number(),
  content_id: z.number(),
  content_kind: z.string(),
  title: z.object({ en: z.string(), th: z.string() }),
  status: z.number(),
  percent: z.number(),
  deadline: z.string().nullable(),
  overdue: z.boolean(),
  completed_at: z.string().nullable(),
});
export type TeamResult = z.infer<typeof TeamResultSchema>;
export const TeamResultListSchema = pagedSchema(TeamResultSchema);
export const TeamResultQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1, 'invalid_page')
    .max(2 ** 31 - 1, 'invalid_page')
    .default(1),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  content_type: z.enum(CONTENT_TYPES.map((t) => t.code) as [string, ...string[]]).optional(),
  history: z.enum(['true', 'false']).optional(),
  format: z.literal('json').optional(),
});

export const TeamMemberDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  position: z.string(),
});

export const TeamAssignInputSchema = z
  .object({
    content_id: id,
    user_ids: z
      .array(id)
      .min(1, 'assignment_needs_learners')
      .max(500, 'length_less_than')
      .refine((v) => new Set(v).size === v.length, 'invalid_choice'),
    date_end: z.iso.datetime({ offset: true, error: 'invalid_datetime' }),
    note: z.string().trim().max(2000, 'length_less_than').default(''),
  })
  .strict()
  .refine((v) => Date.parse(v.date_end) > Date.now(), {
    path: ['date_end'],
    message: 'end_time_already_passed',
  });
export type TeamAssignInput = z.input<typeof TeamAssignInputSchema>;
export const TeamAssignAnswerSchema = z.object({ assignment_id: z.number() });

/** Content a manager may assign (courses and programs), searched by title. */
export const TeamAssignableSchema = z.object({
  results: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      title: z.object({ en: z.string(), th: z.string() }),
    }),
  ),
});
export const TeamAssignableQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  format: z.literal('json').optional(),
});
