/** Account validation, the people directory and linked services (migration 0069). */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

export interface AccountValidationTable {
  token_hash: string;
  user_id: number;
  created_by: number | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface DepartmentTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  name_th: Generated<string>;
  /** The full path as users.department holds it, "Sales / North". */
  path: string;
}

export interface JobPositionTable {
  id: Generated<number>;
  name: string;
  name_th: Generated<string>;
}

export interface LinkedServiceTable {
  id: Generated<number>;
  service_code: string;
  name_en: string;
  name_th: Generated<string>;
  url: string;
  is_new_tab: Generated<boolean>;
  is_active: Generated<boolean>;
  sort: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface LinkedServiceGroupTable {
  service_id: number;
  group_id: number;
}

export interface LinkedServiceTicketTable {
  jti: string;
  service_id: number;
  user_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface AccountLinksTables {
  account_validation: AccountValidationTable;
  department: DepartmentTable;
  job_position: JobPositionTable;
  linked_service: LinkedServiceTable;
  linked_service_group: LinkedServiceGroupTable;
  linked_service_ticket: LinkedServiceTicketTable;
}
