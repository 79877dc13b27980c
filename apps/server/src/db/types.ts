import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
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
  is_verified_email: Generated<boolean>;
  failed_login_count: Generated<number>;
  failed_login_first_at: NullableTimestamp;
  lock_until: NullableTimestamp;
  last_active: NullableTimestamp;
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
  status: Generated<number>;
  percent: Generated<number>;
  position_seconds: Generated<number>;
  page: Generated<number>;
  last_stamp_at: NullableTimestamp;
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
  from_status: number | null;
  to_status: number;
  kind: string;
  actor_id: number | null;
  reason: Generated<string>;
  created_at: Timestamp;
}

/** The whole schema as Kysely sees it. */
export interface DB {
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

/** numeric(8,2): pg hands it back as a string; repositories turn it into a number. */
type Numeric = ColumnType<string, number | string, number | string>;

/** Settings of a content row of kind 'test'. */
export interface TestTable {
  content_id: number;
  kind: Generated<'test'>;
  time_limit_seconds: number | null;
  pass_percent: Generated<number>;
  /** null: unlimited. */
  max_attempts: number | null;
  allow_resubmit: Generated<boolean>;
  show_answers: Generated<'never' | 'after_submit' | 'after_final'>;
  shuffle_questions: Generated<boolean>;
  shuffle_choices: Generated<boolean>;
  updated_at: Timestamp;
}
export type TestRow = Selectable<TestTable>;
export interface TestSectionTable {
  id: Generated<number>;
  test_id: number;
  title_en: string;
  title_th: Generated<string>;
  sort: Generated<number>;
}
export interface QuestionTable {
  id: Generated<number>;
  test_id: number;
  section_id: number;
  type: number;
  text_en: string;
  text_th: Generated<string>;
  /** The type's key without type and score (see QuestionKeySchema in @portal/shared). */
  body: Json<Record<string, unknown>>;
  score: Numeric;
  sort: Generated<number>;
  updated_at: Timestamp;
}
export type QuestionRow = Selectable<QuestionTable>;
export interface TestAttemptTable {
  id: Generated<number>;
  test_id: number;
  user_id: number;
  attempt_no: number;
  /** 21 open, 22 being marked, 30 passed, -5 failed. */
  status: Generated<number>;
  started_at: Timestamp;
  deadline_at: NullableTimestamp;
  submitted_at: NullableTimestamp;
  is_auto_submitted: Generated<boolean>;
  score: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  max_score: ColumnType<string, number | string | undefined, number | string>;
  updated_at: Timestamp;
}
export type TestAttemptRow = Selectable<TestAttemptTable>;
export interface AttemptQuestionTable {
  attempt_id: number;
  question_id: number;
  section_id: number;
  position: number;
  item_order: ColumnType<string[], string | undefined, string>;
}
export interface AttemptAnswerTable {
  id: Generated<number>;
  attempt_id: number;
  question_id: number;
  answer: Json<Record<string, unknown>>;
  score: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  needs_marking: Generated<boolean>;
  saved_at: Timestamp;
}
export interface MarkingTable {
  id: Generated<number>;
  answer_id: number;
  marker_id: number | null;
  score: Numeric;
  comment: Generated<string>;
  marked_at: Timestamp;
}
/** Settings of a content row of kind 'survey'. */
export interface SurveyTable {
  content_id: number;
  kind: Generated<'survey'>;
  survey_type: number;
  survey_for: number;
  target_id: number | null;
  allow_multiple_responses: Generated<boolean>;
  updated_at: Timestamp;
}
export type SurveyRow = Selectable<SurveyTable>;
export interface SurveyQuestionTable {
  id: Generated<number>;
  survey_id: number;
  kind: 'choice' | 'text' | 'rating';
  text_en: string;
  text_th: Generated<string>;
  body: ColumnType<Record<string, unknown>, string | undefined, string>;
  is_required: Generated<boolean>;
  sort: Generated<number>;
}
export type SurveyQuestionRow = Selectable<SurveyQuestionTable>;
export interface SurveyResponseTable {
  id: Generated<number>;
  survey_id: number;
  user_id: number;
  response_no: Generated<number>;
  created_at: Timestamp;
}
export interface SurveyAnswerTable {
  response_id: number;
  question_id: number;
  answer: Json<Record<string, unknown>>;
}

/** Assessment tables (migration 0004), merged into DB by declaration merging. */
export interface DB {
  test: TestTable;
  test_section: TestSectionTable;
  question: QuestionTable;
  test_attempt: TestAttemptTable;
  attempt_question: AttemptQuestionTable;
  attempt_answer: AttemptAnswerTable;
  marking: MarkingTable;
  survey: SurveyTable;
  survey_question: SurveyQuestionTable;
  survey_response: SurveyResponseTable;
  survey_answer: SurveyAnswerTable;
}

/** A SCORM material's package (migration 0007). */
export interface ScormPackageTable {
  content_id: number;
  version: '1.2' | '2004';
  /** The launch file, relative to the package folder, with its query string if any. */
  launch_href: string;
  title: Generated<string>;
  file_count: number;
  total_bytes: ColumnType<string, number | string, number | string>;
  created_at: Timestamp;
}
export type ScormPackageRow = Selectable<ScormPackageTable>;
/** One learner's CMI data on one SCORM package, per attempt. */
export interface ScormAttemptTable {
  id: Generated<number>;
  user_id: number;
  content_id: number;
  attempt_no: Generated<number>;
  course_id: number | null;
  slot_id: number | null;
  cmi: ColumnType<Record<string, string>, string | undefined, string>;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type ScormAttemptRow = Selectable<ScormAttemptTable>;

/** SCORM tables (migration 0007). */
export interface DB {
  scorm_package: ScormPackageTable;
  scorm_attempt: ScormAttemptTable;
}
/** The wording of a content's certificate; content_id null is the default template. */
export interface CertificateTemplateTable {
  id: Generated<number>;
  content_id: number | null;
  heading_en: string;
  heading_th: Generated<string>;
  body_en: string;
  body_th: Generated<string>;
  signer_name: Generated<string>;
  signer_title_en: Generated<string>;
  signer_title_th: Generated<string>;
  updated_at: Timestamp;
}

/** An issued certificate; names, titles and wording as they were at issue time. */
export interface CertificateTable {
  id: Generated<number>;
  /** Random public verification code. */
  code: string;
  user_id: number;
  content_id: number;
  learning_result_id: number;
  learner_name: string;
  content_title_en: string;
  content_title_th: string;
  heading_en: string;
  heading_th: string;
  body_en: string;
  body_th: string;
  signer_name: Generated<string>;
  signer_title_en: Generated<string>;
  signer_title_th: Generated<string>;
  issued_at: Timestamp;
  is_revoked: Generated<boolean>;
  revoked_at: NullableTimestamp;
}
export type CertificateRow = Selectable<CertificateTable>;

/** Certificate tables (migration 0008). */
export interface DB {
  certificate_template: CertificateTemplateTable;
  certificate: CertificateTable;
}
/** A stored file under DATA_DIR/media (migration 0009). */
export interface MediaFileTable {
  id: Generated<number>;
  storage_key: string;
  original_name: string;
  mime_type: string;
  /** bigint: pg hands it back as a string. */
  size_bytes: ColumnType<string, number | string, number | string>;
  sha256: string;
  created_by: number | null;
  created_at: Generated<Date>;
}
export type MediaFileRow = Selectable<MediaFileTable>;

export interface DB {
  media_file: MediaFileTable;
}
/** An import of users or enrolments (migration 0013, SPEC §3 import history). */
export interface ImportHistoryTable {
  id: Generated<number>;
  module: 'users' | 'enrollments';
  input_filename: string;
  /** -1 failed, 2 in progress, 3 succeeded. */
  status: Generated<number>;
  percent: Generated<number>;
  total_rows: Generated<number>;
  ok_rows: Generated<number>;
  failed_rows: Generated<number>;
  /** Why the whole import failed (a message key), null otherwise. */
  error_code: string | null;
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
export interface DB {
  import_history: ImportHistoryTable;
  import_file: ImportFileTable;
  import_row: ImportRowTable;
  import_row_error: ImportRowErrorTable;
}
/** A discussion topic (parent_id null) or a reply to one (migration 0018). */
export interface DiscussionPostTable {
  id: Generated<number>;
  content_id: number;
  parent_id: number | null;
  user_id: number;
  body: string;
  reply_count: Generated<number>;
  is_hidden: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface DB {
  discussion_post: DiscussionPostTable;
}

/** A learner's cart: one per user, created on first add. */
export interface CartTable {
  id: Generated<number>;
  user_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  content_id: number;
  created_at: Timestamp;
}
export type OrderStatusValue = 'pending' | 'paid' | 'cancelled' | 'expired';
/** An order; its amounts are copied from prices at checkout and never follow them. */
export interface PurchaseOrderTable {
  id: Generated<number>;
  number: string;
  user_id: number;
  status: Generated<OrderStatusValue>;
  currency: 'thb' | 'usd' | 'jpy';
  subtotal_minor: number;
  vat_rate_bp: Generated<number>;
  vat_minor: Generated<number>;
  total_minor: number;
  payment_method: 'promptpay' | 'demo';
  payment_reference: string | null;
  payment_note: Generated<string>;
  payment_submitted_at: NullableTimestamp;
  receipt_number: string | null;
  paid_at: NullableTimestamp;
  confirmed_by: number | null;
  cancelled_at: NullableTimestamp;
  cancelled_by: number | null;
  cancel_reason: Generated<string>;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type PurchaseOrderRow = Selectable<PurchaseOrderTable>;
export interface PurchaseOrderItemTable {
  id: Generated<number>;
  order_id: number;
  content_id: number;
  code: string;
  kind: string;
  title_en: string;
  title_th: string;
  price_minor: number;
  learning_result_id: number | null;
  enroll_status: number | null;
}
export type PurchaseOrderItemRow = Selectable<PurchaseOrderItemTable>;

export interface DB {
  cart: CartTable;
  cart_item: CartItemTable;
  purchase_order: PurchaseOrderTable;
  purchase_order_item: PurchaseOrderItemTable;
}

/** An administrator's assignment of a content with a period (migration 0024). */
export interface AssignmentTable {
  id: Generated<number>;
  content_id: number;
  date_start: Timestamp;
  date_end: Timestamp;
  note: Generated<string>;
  /** 1 assigned, 6 canceled (SPEC §4 assignment status codes). */
  status: Generated<number>;
  learner_count: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  canceled_by: number | null;
  canceled_at: NullableTimestamp;
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
  status: number;
  created_at: Timestamp;
}

export interface DB {
  assignment: AssignmentTable;
  assignment_target: AssignmentTargetTable;
  assignment_learner: AssignmentLearnerTable;
}

/** A learner's material waiting for (or past) approval: SPEC §4 approve flow (migration 0029). */
export interface MaterialRequestTable {
  id: Generated<number>;
  content_id: number;
  user_id: number;
  /** SPEC §4 approve flow type: 1 request for create material. */
  flow_type: Generated<number>;
  /** SPEC §4 approve status: 0/1/21 waiting, 30 approved, -3 rejected, -1 canceled by user. */
  status: Generated<number>;
  reason: Generated<string>;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  material_request: MaterialRequestTable;
}
