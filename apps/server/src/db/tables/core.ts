import type { ProgressStatus } from '@portal/shared';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Json, NullableTimestamp, Timestamp } from './columns';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  /** The name in Thai (migration 0073; '' when not known). */
  first_name_th: Generated<string>;
  last_name_th: Generated<string>;
  department: Generated<string>;
  position: Generated<string>;
  language: Generated<'en' | 'th'>;
  image: string | null;
  is_active: Generated<boolean>;
  is_superuser: Generated<boolean>;
  is_system_user: Generated<boolean>;
  is_store_permission: Generated<boolean>;
  is_team_dashboard: Generated<boolean>;
  is_creator: Generated<boolean>;
  manager_id: Generated<number | null>;
  leaderboard_opt_out: Generated<boolean>;
  is_verified_email: Generated<boolean>;
  failed_login_count: Generated<number>;
  failed_login_first_at: NullableTimestamp;
  lock_until: NullableTimestamp;
  last_active: NullableTimestamp;
  /** Invited or just-in-time SSO user who has not completed the required profile (0069). */
  profile_incomplete: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export interface AuthGroupTable {
  id: Generated<number>;
  name: string;
}
export interface AuthPermissionTable {
  id: Generated<number>;
  codename: string;
  name: string;
}
export interface AuthGroupPermissionTable {
  group_id: number;
  permission_id: number;
}
export interface UserGroupTable {
  user_id: number;
  group_id: number;
}

export interface SessionTable {
  id: string;
  user_id: number;
  project: Generated<string>;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The administrator behind a login-as session (migration 0048). */
  login_as_actor_id: number | null;
  login_as_expires_at: NullableTimestamp;
}

export interface ConfigValueTable {
  name: string;
  value: Json<unknown>;
  updated_at: Timestamp;
}
export interface DictionaryLabelTable {
  key: string;
  en: string;
  th: string;
  updated_at: Timestamp;
}
export interface UpdateStampTable {
  area: string;
  updated_at: Timestamp;
}

export interface TermDocumentTable {
  id: Generated<number>;
  kind: 'term' | 'privacy' | 'data_consent';
  version: number;
  topic_en: string;
  topic_th: string;
  body_en: string;
  body_th: string;
  is_publish: Generated<boolean>;
  datetime_publish: NullableTimestamp;
  created_at: Timestamp;
}
export interface TermAcceptanceTable {
  id: Generated<number>;
  user_id: number;
  document_id: number;
  kind: string;
  version: number;
  ip: string | null;
  accepted_at: Timestamp;
}

export interface PasswordResetTable {
  reference_id: string;
  user_id: number;
  otp_hash: string;
  token_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface OutboxMailTable {
  id: Generated<number>;
  to_email: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

export interface AnalyticSessionTable {
  id: Generated<string>;
  user_id: number | null;
  source: number;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  data: Json<Record<string, unknown>>;
  ip: string | null;
  created_at: Timestamp;
  /** The administrator acting through login-as as actor_id (migration 0048). */
  login_as_actor_id: number | null;
}

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  code: string;
  name_en: string;
  name_th: string;
  sort: Generated<number>;
  /** Shown in the front's lists, filters and pages (false: hidden, its page 404). */
  is_display: Generated<boolean>;
  updated_at: Timestamp;
}
export interface ProviderTable {
  id: Generated<number>;
  code: string;
  name_en: string;
  name_th: string;
  about_en: Generated<string>;
  about_th: Generated<string>;
  /** The logo's address (an uploaded image), null for none. */
  image: string | null;
  /** Shown in the front's lists, filters and pages (false: hidden, its page 404). */
  is_display: Generated<boolean>;
  updated_at: Timestamp;
}
export interface InstructorTable {
  id: Generated<number>;
  name_en: string;
  name_th: string;
  bio_en: Generated<string>;
  bio_th: Generated<string>;
  provider_id: number | null;
  /** The photo's address (an uploaded image), null for none. */
  image: string | null;
  /** Shown in the front's lists, filters and pages (false: hidden, its page 404). */
  is_display: Generated<boolean>;
  updated_at: Timestamp;
}
export interface TagTable {
  id: Generated<number>;
  name_en: string;
  name_th: string;
  /** Shown in the front's lists, filters and pages (false: hidden, its page 404). */
  is_display: Generated<boolean>;
  updated_at: Timestamp;
}
export interface ContentTable {
  id: Generated<number>;
  kind: string;
  code: string;
  title_en: string;
  title_th: string;
  desc_en: Generated<string>;
  desc_th: Generated<string>;
  image: string | null;
  provider_id: number | null;
  category_id: number | null;
  is_publish: Generated<boolean>;
  datetime_publish_start: NullableTimestamp;
  datetime_publish_end: NullableTimestamp;
  price_minor: Generated<number>;
  currency: Generated<'thb' | 'usd' | 'jpy'>;
  duration_minutes: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Seats; null means no limit. */
  capacity: number | null;
  is_approval_required: Generated<boolean>;
  enroll_start: NullableTimestamp;
  enroll_end: NullableTimestamp;
  /** Content the learner must complete before enrolling in this one. */
  dependency_id: number | null;
  /** A survey the learner answers before the course completes (status 23 until then). */
  required_survey_id: number | null;
  /** How many learners ever enrolled: the "popular" ordering. */
  enroll_count: Generated<number>;
  /** Words of code, titles and descriptions, Thai cut into words; see lib/search-text.ts. */
  search_text: Generated<string>;
  /** Completing this content awards a certificate (modules/certificate). */
  is_certificate: Generated<boolean>;
  /** A program's steps open one after another (SPEC §4 dependency); courses ignore it. */
  is_ordered: Generated<boolean>;
  /** 1 beginner, 2 intermediate, 3 advanced; null: not said (migration 0076). */
  level: number | null;
  /** "What you will learn": short lines (jsonb arrays of strings). */
  outcomes_en: ColumnType<string[], string | undefined, string>;
  outcomes_th: ColumnType<string[], string | undefined, string>;
  /** Reviews' count and sum of stars, kept by the material_review_rating trigger. */
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  /** The description is sanitised rich text (lib/html.ts); false: plain text. */
  desc_is_html: Generated<boolean>;
}
export type ContentRow = Selectable<ContentTable>;
export interface ContentTagTable {
  content_id: number;
  tag_id: number;
}
export interface ContentInstructorTable {
  content_id: number;
  instructor_id: number;
}

export interface SectionTable {
  id: Generated<number>;
  content_id: number;
  name_en: string;
  name_th: Generated<string>;
  sort: Generated<number>;
}
export interface SlotTable {
  id: Generated<number>;
  section_id: number;
  /** The parent (course) the section belongs to, kept here for one-step lookups. */
  content_id: number;
  child_id: number;
  is_required: Generated<boolean>;
  sort: Generated<number>;
}
export interface MaterialTable {
  content_id: number;
  media_path: string | null;
  duration_seconds: number | null;
  page_count: number | null;
  /** Sanitised HTML (lib/html.ts) for articles. */
  article_html_en: Generated<string>;
  article_html_th: Generated<string>;
  external_url: string | null;
  is_allow_download: Generated<boolean>;
  is_review_enabled: Generated<boolean>;
  /** The stored file of a video, audio or document (migration 0009). */
  media_file_id: number | null;
}
/** A learner's rating (1-5) and comment on a material; one per learner (migration 0017). */
export interface MaterialReviewTable {
  id: Generated<number>;
  content_id: number;
  user_id: number;
  rating: number;
  comment: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface LearningResultTable {
  id: Generated<number>;
  user_id: number;
  content_id: number;
  parent_id: number | null;
  /** Progress status of SPEC §4; written only by modules/enrollment/status.ts. */
  status: Generated<ProgressStatus>;
  percent: Generated<number>;
  position_seconds: Generated<number>;
  page: Generated<number>;
  last_stamp_at: NullableTimestamp;
  /** Document: the pages the learner's stamps counted (migration 0030). */
  pages_seen: Generated<number[]>;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  expired_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type LearningResultRow = Selectable<LearningResultTable>;
export interface ProgressStampTable {
  id: Generated<string>;
  learning_result_id: number;
  slot_id: number | null;
  action: number;
  position_seconds: number | null;
  duration_seconds: number | null;
  page: number | null;
  percent: number;
  device_id: string | null;
  created_at: Timestamp;
}
export interface StatusAuditTable {
  id: Generated<string>;
  learning_result_id: number;
  from_status: ProgressStatus | null;
  to_status: ProgressStatus;
  kind: string;
  actor_id: number | null;
  reason: Generated<string>;
  created_at: Timestamp;
}

/** The foundation's tables: accounts, config, terms, audit, the catalog and learning. */
export interface CoreTables {
  users: UsersTable;
  auth_group: AuthGroupTable;
  auth_permission: AuthPermissionTable;
  auth_group_permission: AuthGroupPermissionTable;
  user_group: UserGroupTable;
  session: SessionTable;
  config_value: ConfigValueTable;
  dictionary_label: DictionaryLabelTable;
  update_stamp: UpdateStampTable;
  term_document: TermDocumentTable;
  term_acceptance: TermAcceptanceTable;
  password_reset: PasswordResetTable;
  outbox_mail: OutboxMailTable;
  analytic_session: AnalyticSessionTable;
  audit_log: AuditLogTable;
  category: CategoryTable;
  provider: ProviderTable;
  instructor: InstructorTable;
  tag: TagTable;
  content: ContentTable;
  content_tag: ContentTagTable;
  content_instructor: ContentInstructorTable;
  section: SectionTable;
  slot: SlotTable;
  material: MaterialTable;
  learning_result: LearningResultTable;
  progress_stamp: ProgressStampTable;
  status_audit: StatusAuditTable;
  material_review: MaterialReviewTable;
}
