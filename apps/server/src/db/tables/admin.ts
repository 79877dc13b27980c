/** Imports, assignments and material requests (migrations 0013, 0024, 0029, 0077). */
import type {
  ApproveStatus,
  ASSIGNMENT_STATUS,
  AssignmentStatus,
  ImportColumnMapping,
  ImportStatus,
} from '@portal/shared';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp, NullableTimestamp } from './columns';

/** An import of users or enrolments (migration 0013, SPEC §3 import history). */
export interface ImportHistoryTable {
  id: Generated<number>;
  module: 'users' | 'enrollments';
  input_filename: string;
  /** -1 failed, 2 in progress, 3 succeeded. */
  status: Generated<ImportStatus>;
  percent: Generated<number>;
  total_rows: Generated<number>;
  ok_rows: Generated<number>;
  failed_rows: Generated<number>;
  /** Why the whole import failed (a message key), null otherwise. */
  error_code: string | null;
  /** Field → 0-based file column chosen on the preview (migration 0077); null: by header names. */
  column_mapping: ColumnType<ImportColumnMapping | null, string | null | undefined, string | null>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ImportFileTable {
  import_id: number;
  content: Buffer;
}
/** The ledger: a row number here is written, with its effect, in one transaction. */
export interface ImportRowTable {
  import_id: number;
  row_number: number;
  is_ok: boolean;
}
export interface ImportRowErrorTable {
  id: Generated<number>;
  import_id: number;
  row_number: number;
  field: string;
  code: string;
  value: Generated<string>;
}
export type ImportHistoryRow = Selectable<ImportHistoryTable>;
/** An administrator's assignment of a content with a period (migration 0024). */
export interface AssignmentTable {
  id: Generated<number>;
  content_id: number;
  date_start: Timestamp;
  date_end: Timestamp;
  note: Generated<string>;
  /** 1 assigned, 6 canceled (SPEC §4 assignment status codes). */
  status: Generated<Exclude<AssignmentStatus, typeof ASSIGNMENT_STATUS.no_action>>;
  learner_count: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  canceled_by: number | null;
  canceled_at: NullableTimestamp;
}
/** An onboarding program assigned to each new member of a group (migration 0036). */
export interface OnboardAutoAssignTable {
  content_id: number;
  group_id: number;
  /** The deadline, in days after the user joined the group. */
  deadline_days: number;
  updated_by: number | null;
  updated_at: Timestamp;
}
export interface AssignmentTargetTable {
  id: Generated<number>;
  assignment_id: number;
  user_id: number | null;
  group_id: number | null;
}
export interface AssignmentLearnerTable {
  assignment_id: number;
  user_id: number;
  content_id: number;
  learning_result_id: number | null;
  /** 1 assigned, 2 no action (already enrolled), 6 canceled. */
  status: AssignmentStatus;
  created_at: Timestamp;
}

/** A learner's material waiting for (or past) approval: SPEC §4 approve flow (migration 0029). */
export interface MaterialRequestTable {
  id: Generated<number>;
  content_id: number;
  user_id: number;
  /** SPEC §4 approve flow type: 1 request for create material. */
  flow_type: Generated<number>;
  /** SPEC §4 approve status: 0/1/21 waiting, 30 approved, -3 rejected, -1 canceled by user. */
  status: Generated<ApproveStatus>;
  reason: Generated<string>;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminTables {
  import_history: ImportHistoryTable;
  import_file: ImportFileTable;
  import_row: ImportRowTable;
  import_row_error: ImportRowErrorTable;
  assignment: AssignmentTable;
  assignment_target: AssignmentTargetTable;
  assignment_learner: AssignmentLearnerTable;
  onboard_auto_assign: OnboardAutoAssignTable;
  material_request: MaterialRequestTable;
}
