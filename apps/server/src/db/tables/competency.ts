/** The competency framework and the levels users hold (migration 0066). */
import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface CompetencyTable {
  id: Generated<number>;
  code: string;
  title_en: string;
  title_th: Generated<string>;
  description_en: Generated<string>;
  description_th: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompetencyLevelTable {
  competency_id: number;
  level: number;
  title_en: string;
  title_th: Generated<string>;
}

/** Completing the content gives the competency at this level. */
export interface ContentCompetencyTable {
  content_id: number;
  competency_id: number;
  level: number;
}

/** A position (users.position) needs the competency at this level. */
export interface PositionCompetencyTable {
  position: string;
  competency_id: number;
  level: number;
}

/** The highest level a user was awarded; written by the status_audit trigger and mapping. */
export interface UserCompetencyTable {
  user_id: number;
  competency_id: number;
  level: number;
  content_id: number | null;
  awarded_at: Timestamp;
}

export interface CompetencyTables {
  competency: CompetencyTable;
  competency_level: CompetencyLevelTable;
  content_competency: ContentCompetencyTable;
  position_competency: PositionCompetencyTable;
  user_competency: UserCompetencyTable;
}
