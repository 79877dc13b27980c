/** Points, challenges and leaderboards (migration 0050). */
import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface PointRuleTable {
  id: Generated<number>;
  /** A content kind, or '*' for any. */
  content_kind: string;
  action: string;
  points: number;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One award: unique per (rule, user, source event). Written by award_points() only. */
export interface PointEventTable {
  id: Generated<string>;
  user_id: number;
  rule_id: number;
  action: string;
  content_id: number | null;
  content_kind: string | null;
  source: string;
  points: number;
  created_at: Timestamp;
}

/** A user's points per period ('all' starts 1970-01-01). */
export interface PointTotalTable {
  period: string;
  period_start: Timestamp;
  user_id: number;
  points: number;
}

export interface ChallengeTable {
  id: Generated<number>;
  title_en: string;
  title_th: Generated<string>;
  description_en: Generated<string>;
  description_th: Generated<string>;
  action: string;
  content_kind: Generated<string>;
  category_id: number | null;
  target: number;
  period: string;
  badge_image: string | null;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A manager of a group (migration 0070): the group's members are in the manager's team. */
export interface AuthGroupManagerTable {
  user_id: number;
  group_id: number;
}

export interface GamificationTables {
  auth_group_manager: AuthGroupManagerTable;
  point_rule: PointRuleTable;
  point_event: PointEventTable;
  point_total: PointTotalTable;
  challenge: ChallengeTable;
}
